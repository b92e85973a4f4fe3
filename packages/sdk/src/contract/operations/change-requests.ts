import { defineOperations } from '../operation.js';

export const changeRequestOperations = defineOperations({});
