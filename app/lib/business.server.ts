import { getEnv } from "./env.server";
import { telHref, type Business } from "./business";

export function getBusiness(): Business {
  const env = getEnv();
  return {
    name: env.BUSINESS_NAME,
    phone: env.BUSINESS_PHONE,
    phoneHref: telHref(env.BUSINESS_PHONE),
    email: env.BUSINESS_EMAIL,
    address: env.BUSINESS_ADDRESS,
    hours: env.BUSINESS_HOURS,
    baseUrl: env.BASE_URL,
  };
}
