import { defineOperations } from '../operation.js';

export const siteStructureOperations = defineOperations({});
