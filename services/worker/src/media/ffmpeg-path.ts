// The ffmpeg binaries live in @ar/config (tests and tooling use them too); the worker's modules
// and its "./ffmpeg-path" export read them through here.
export { ffmpegPaths } from "@ar/config/ffmpeg";
