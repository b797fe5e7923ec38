/** What other features may use from sign-in. */
export { parseRecoveryHash } from "./recoveryHash";
export { RecoveryScreen } from "./RecoveryScreen";
export { SignInScreen } from "./SignInScreen";
