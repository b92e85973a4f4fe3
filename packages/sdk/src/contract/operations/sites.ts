import { defineOperations } from '../operation.js';

export const siteOperations = defineOperations({});
