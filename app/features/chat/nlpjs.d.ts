// NLP.js ships no type declarations; these cover what the assistant uses.
declare module "@nlpjs/core" {
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<NlpjsContainer>;
  export interface NlpjsContainer {
    use(plugin: unknown): void;
    get(name: string): unknown;
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
  }
}
declare module "@nlpjs/nlp" {
  export const Nlp: new (settings: Record<string, unknown>) => NlpjsNlp;
  export interface NlpjsEntity {
    entity: string;
    option?: string;
    sourceText?: string;
    utteranceText?: string;
    start: number;
    end: number;
    accuracy: number;
  }
  export interface NlpjsResult {
    intent: string;
    score: number;
    classifications: Array<{ intent: string; score: number }>;
    entities: NlpjsEntity[];
  }
  export interface NlpjsNlp {
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    addNerRuleOptionTexts(locale: string, name: string, option: string, texts: string[]): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpjsResult>;
    extractEntities(locale: string, utterance: string): Promise<{ entities: NlpjsEntity[] }>;
  }
}
declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
}
