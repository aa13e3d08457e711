export { startWorker } from "./run-worker";
export { makeTaskList, taskList } from "./task-list";
export { ffmpegPaths } from "./media/ffmpeg-path";
export { prepareImageTarget, greyImage } from "./tasks/image-target-prepare";
