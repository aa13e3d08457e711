// Node-only test helpers (fake camera frames and videos); not for the browser bundle.
export { renderWarpedFrame, addSensorNoise, seededRandom, planeToFrame, type Rgba, type Placement } from "./render";
export { qrImage } from "./qr-image";
export { cardImage, type CardImage } from "./card-image";
export { writeY4m, rgbaToI420 } from "./y4m";
export { makeCardVideo, cardPose, type CardVideo, type CardVideoOptions } from "./card-video";
