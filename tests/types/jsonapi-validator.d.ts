/** jsonapi-validator ships no types: the part the API tests use. */
declare module "jsonapi-validator" {
  export class Validator {
    constructor(schema?: object);
    /** Throws an Error with `errors` (ajv's) when the document is not valid JSON:API. */
    validate(document: unknown): void;
    isValid(document: unknown): boolean;
  }
}
