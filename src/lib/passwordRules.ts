/** The password rules live with the server, which checks them again; the screens use the same ones. */
export * from "../../convex/model/passwordRules";
