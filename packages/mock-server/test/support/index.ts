/** Everything the server's tests share: the clock's start, the one harness, the one set of assertions. */
export { START, DAY } from './clock.js';
export { testWorld, type TestWorld, type TestWorldOptions } from './world.js';
export { all, expectBadRequest, expectError, expectNoChange, expectSuccess, type Refusal } from './assertions.js';
export { everyChangeRequest } from './change-requests.js';
