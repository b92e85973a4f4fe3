import { defineOperations } from '../operation.js';

export const sitePublishingOperations = defineOperations({});
