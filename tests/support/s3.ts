import S3rver from "s3rver";
import { configuredObjectStore, type ObjectStore } from "~/lib/object-store.server";
import { removeTempDir, tempDir } from "../../scripts/lib/server-process";

/** The S3 settings of the configuration (app/lib/env.server.ts) pointing at a local stand-in. */
export type S3Settings = {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/**
 * A local S3-compatible server (s3rver) on a free loopback port with one empty bucket, its files in a
 * temporary directory; `stop` closes it and removes them.
 */
export async function startS3(bucket = "drainage-media") {
  const directory = tempDir("drainage-s3-");
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    // s3rver's own fixed credentials.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: true,
  };
  const store = configuredObjectStore(settings) as ObjectStore;
  return {
    settings,
    store,
    /** The settings as environment variables, for a child process or parseEnv. */
    env: Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])),
    async stop() {
      await server.close();
      removeTempDir(directory);
    },
  };
}
