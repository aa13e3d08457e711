export { startWorker } from "./run-worker";
export { taskList } from "./task-list";
export { ffmpegPaths } from "./media/ffmpeg-path";
