/** A worker entry serving the tasks of misbehaving-server-tasks.ts. */
import { serveTasks } from '../../src/core/off-thread/worker-host.js';
import { misbehavingServerTasks } from './misbehaving-server-tasks.js';

serveTasks(misbehavingServerTasks);
