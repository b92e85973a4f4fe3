import { defineOperations } from '../operation.js';

export const openapiOperations = defineOperations({});
