/** What other features may use from Rooms. */
export { candidatesFor, occupantLabel } from "./boardUpdates";
export { useFailureToast } from "./useRoomActions";
