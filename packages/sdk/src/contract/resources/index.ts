export * from './role.js';
export * from './user.js';
export * from './organization.js';
export * from './member.js';
export * from './team.js';
export * from './collection.js';
export * from './permission.js';
export * from './space.js';
