/** A worker entry serving the tasks of misbehaving-tasks.ts. */
import { serveTasks } from '../../src/core/off-thread/worker-host.js';
import { misbehavingTasks } from './misbehaving-tasks.js';

serveTasks(misbehavingTasks);
