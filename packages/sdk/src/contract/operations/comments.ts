import { defineOperations } from '../operation.js';

export const commentOperations = defineOperations({});
