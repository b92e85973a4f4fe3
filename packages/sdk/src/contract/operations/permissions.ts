import { defineOperations } from '../operation.js';

export const permissionOperations = defineOperations({});
