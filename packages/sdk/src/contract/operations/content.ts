import { defineOperations } from '../operation.js';

export const contentOperations = defineOperations({});
