/** Operations on users: the caller, and the spaces granted to a user (docs/operations-beyond-the-reference.md). */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { space } from '../resources/space.js';
import { user } from '../resources/user.js';

export const usersOperations = defineOperations({
  getCurrentUser: {
    area: 'users',
    method: 'GET',
    path: '/user',
    summary: 'Get the caller',
    response: user,
    status: 200,
  },
  listUserSpaces: {
    area: 'users',
    method: 'GET',
    path: '/users/{userId}/spaces',
    summary: 'List the spaces granted to a user directly (those the caller may read too)',
    query: pageQuery,
    response: listOf(space),
    status: 200,
    paginated: true,
  },
});
