// World scenes' texts (issue 21, docs/decisions/0032): the status line says plainly which AR mode
// is in use (WebXR on the surface, AR Quick Look, 3D over the camera turned by the phone, or 3D
// only) and the buttons of each. ru and en name the same keys (registerTexts checks).
import { registerTexts } from "../shell/i18n";

registerTexts({
  en: {
    "status.worldXrReady": "AR with surface detection: tap «Start AR» and point the phone at the floor.",
    "status.worldXrSearching": "AR: move the phone slowly to find the floor or a table",
    "status.worldXrAiming": "AR: tap the screen to place the scene on the ring",
    "status.worldXrPlaced": "AR: the scene stands at its real size. Tap elsewhere to move it.",
    "status.worldQuickLook": "AR Quick Look: tap the picture to place the scene in your room at its real size.",
    "status.worldQuickLookPreparing": "Preparing the scene for AR Quick Look…",
    "status.worldOrientationReady":
      "This browser has no AR surface detection: tap «Start camera» to see the scene over the camera, turned as you turn the phone.",
    "status.worldOrientation":
      "Camera view: the scene stands in front of you on an assumed floor and turns with the phone (no surface detection).",
    "status.world3d": "3D only: this device cannot show the scene in AR. Drag to turn it, pinch or scroll to zoom.",
    "world.startAr": "Start AR",
    "world.startCamera": "Start camera",
    "world.exitAr": "Leave AR",
    "world.quickLook": "View in AR",
    "world.quickLookAlt": "The scene: tap to view it in AR",
  },
  ru: {
    "status.worldXrReady": "AR с распознаванием поверхностей: нажмите «Начать AR» и наведите телефон на пол.",
    "status.worldXrSearching": "AR: медленно поводите телефоном, чтобы найти пол или стол",
    "status.worldXrAiming": "AR: коснитесь экрана, чтобы поставить сцену на кольцо",
    "status.worldXrPlaced": "AR: сцена стоит в натуральную величину. Коснитесь в другом месте, чтобы переставить её.",
    "status.worldQuickLook":
      "AR Quick Look: коснитесь картинки, чтобы поставить сцену в комнате в натуральную величину.",
    "status.worldQuickLookPreparing": "Готовим сцену для AR Quick Look…",
    "status.worldOrientationReady":
      "Этот браузер не распознаёт поверхности: нажмите «Включить камеру», чтобы увидеть сцену поверх камеры; она поворачивается вместе с телефоном.",
    "status.worldOrientation":
      "Вид с камеры: сцена стоит перед вами на предполагаемом полу и поворачивается вместе с телефоном (без распознавания поверхностей).",
    "status.world3d":
      "Только 3D: это устройство не может показать сцену в AR. Проведите, чтобы повернуть её; сведите пальцы или прокрутите, чтобы приблизить.",
    "world.startAr": "Начать AR",
    "world.startCamera": "Включить камеру",
    "world.exitAr": "Выйти из AR",
    "world.quickLook": "Смотреть в AR",
    "world.quickLookAlt": "Сцена: коснитесь, чтобы посмотреть её в AR",
  },
});
