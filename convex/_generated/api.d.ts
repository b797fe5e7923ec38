/* eslint-disable */
  /**
   * Generated `api` utility.
   *
   * THIS CODE IS AUTOMATICALLY GENERATED.
   *
   * To regenerate, run `npx convex dev`.
   * @module
   */
  
  import type { ApiFromModules, FilterApi, FunctionReference } from "convex/server";
  import type * as attendees from "../attendees.js";
import type * as auth from "../auth.js";
import type * as csvImport from "../csvImport.js";
import type * as dashboard from "../dashboard.js";
import type * as diningTables from "../diningTables.js";
import type * as email from "../email.js";
import type * as emailImport from "../emailImport.js";
import type * as extraction from "../extraction.js";
import type * as floorPlan from "../floorPlan.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as images from "../images.js";
import type * as model_assignmentCounts from "../model/assignmentCounts.js";
import type * as model_attendeeLists from "../model/attendeeLists.js";
import type * as model_attendeeRemoval from "../model/attendeeRemoval.js";
import type * as model_attendeeRules from "../model/attendeeRules.js";
import type * as model_attendees from "../model/attendees.js";
import type * as model_audit from "../model/audit.js";
import type * as model_cellValues from "../model/cellValues.js";
import type * as model_csvImport from "../model/csvImport.js";
import type * as model_dashboard from "../model/dashboard.js";
import type * as model_demoData from "../model/demoData.js";
import type * as model_diningTables from "../model/diningTables.js";
import type * as model_email from "../model/email.js";
import type * as model_emailExtraction from "../model/emailExtraction.js";
import type * as model_emailImport from "../model/emailImport.js";
import type * as model_emailLabels from "../model/emailLabels.js";
import type * as model_extractionMessages from "../model/extractionMessages.js";
import type * as model_fieldAliases from "../model/fieldAliases.js";
import type * as model_floorPlan from "../model/floorPlan.js";
import type * as model_floorPlanList from "../model/floorPlanList.js";
import type * as model_images from "../model/images.js";
import type * as model_importRow from "../model/importRow.js";
import type * as model_importValidators from "../model/importValidators.js";
import type * as model_openaiExtraction from "../model/openaiExtraction.js";
import type * as model_passwordProvider from "../model/passwordProvider.js";
import type * as model_permissions from "../model/permissions.js";
import type * as model_placementCounts from "../model/placementCounts.js";
import type * as model_richText from "../model/richText.js";
import type * as model_roles from "../model/roles.js";
import type * as model_roomBoard from "../model/roomBoard.js";
import type * as model_roomEditing from "../model/roomEditing.js";
import type * as model_rooms from "../model/rooms.js";
import type * as model_roomSuggestion from "../model/roomSuggestion.js";
import type * as model_seatingSuggestion from "../model/seatingSuggestion.js";
import type * as model_serverAccounts from "../model/serverAccounts.js";
import type * as model_settings from "../model/settings.js";
import type * as model_signInThrottle from "../model/signInThrottle.js";
import type * as model_tableBoard from "../model/tableBoard.js";
import type * as model_tableEditing from "../model/tableEditing.js";
import type * as model_validators from "../model/validators.js";
import type * as roles from "../roles.js";
import type * as rooms from "../rooms.js";
import type * as seed from "../seed.js";
import type * as settings from "../settings.js";
import type * as users from "../users.js";

  /**
   * A utility for referencing Convex functions in your app's API.
   *
   * Usage:
   * ```js
   * const myFunctionReference = api.myModule.myFunction;
   * ```
   */
  declare const fullApi: ApiFromModules<{
    "attendees": typeof attendees,
"auth": typeof auth,
"csvImport": typeof csvImport,
"dashboard": typeof dashboard,
"diningTables": typeof diningTables,
"email": typeof email,
"emailImport": typeof emailImport,
"extraction": typeof extraction,
"floorPlan": typeof floorPlan,
"functions": typeof functions,
"http": typeof http,
"images": typeof images,
"model/assignmentCounts": typeof model_assignmentCounts,
"model/attendeeLists": typeof model_attendeeLists,
"model/attendeeRemoval": typeof model_attendeeRemoval,
"model/attendeeRules": typeof model_attendeeRules,
"model/attendees": typeof model_attendees,
"model/audit": typeof model_audit,
"model/cellValues": typeof model_cellValues,
"model/csvImport": typeof model_csvImport,
"model/dashboard": typeof model_dashboard,
"model/demoData": typeof model_demoData,
"model/diningTables": typeof model_diningTables,
"model/email": typeof model_email,
"model/emailExtraction": typeof model_emailExtraction,
"model/emailImport": typeof model_emailImport,
"model/emailLabels": typeof model_emailLabels,
"model/extractionMessages": typeof model_extractionMessages,
"model/fieldAliases": typeof model_fieldAliases,
"model/floorPlan": typeof model_floorPlan,
"model/floorPlanList": typeof model_floorPlanList,
"model/images": typeof model_images,
"model/importRow": typeof model_importRow,
"model/importValidators": typeof model_importValidators,
"model/openaiExtraction": typeof model_openaiExtraction,
"model/passwordProvider": typeof model_passwordProvider,
"model/permissions": typeof model_permissions,
"model/placementCounts": typeof model_placementCounts,
"model/richText": typeof model_richText,
"model/roles": typeof model_roles,
"model/roomBoard": typeof model_roomBoard,
"model/roomEditing": typeof model_roomEditing,
"model/rooms": typeof model_rooms,
"model/roomSuggestion": typeof model_roomSuggestion,
"model/seatingSuggestion": typeof model_seatingSuggestion,
"model/serverAccounts": typeof model_serverAccounts,
"model/settings": typeof model_settings,
"model/signInThrottle": typeof model_signInThrottle,
"model/tableBoard": typeof model_tableBoard,
"model/tableEditing": typeof model_tableEditing,
"model/validators": typeof model_validators,
"roles": typeof roles,
"rooms": typeof rooms,
"seed": typeof seed,
"settings": typeof settings,
"users": typeof users,
  }>;
  export declare const api: FilterApi<typeof fullApi, FunctionReference<any, "public">>;
  export declare const internal: FilterApi<typeof fullApi, FunctionReference<any, "internal">>;
  