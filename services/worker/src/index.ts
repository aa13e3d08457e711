export { startWorker } from "./run-worker";
export { taskList } from "./task-list";
