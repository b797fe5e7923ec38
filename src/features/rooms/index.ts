/** What other features may use from Rooms. */
export { occupantLabel } from "./boardUpdates";
export { useFailureToast } from "./useRoomActions";
