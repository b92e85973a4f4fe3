import { defineOperations } from '../operation.js';

export const translationOperations = defineOperations({});
