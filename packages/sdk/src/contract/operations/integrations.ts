import { defineOperations } from '../operation.js';

export const integrationOperations = defineOperations({});
