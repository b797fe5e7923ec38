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
  import type * as adminUsers from "../adminUsers.js";
import type * as adoration from "../adoration.js";
import type * as attendees from "../attendees.js";
import type * as auth from "../auth.js";
import type * as calendar from "../calendar.js";
import type * as checkIn from "../checkIn.js";
import type * as csvImport from "../csvImport.js";
import type * as dashboard from "../dashboard.js";
import type * as diningTables from "../diningTables.js";
import type * as email from "../email.js";
import type * as emailImport from "../emailImport.js";
import type * as extraction from "../extraction.js";
import type * as finance from "../finance.js";
import type * as floorPlan from "../floorPlan.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as images from "../images.js";
import type * as inventory from "../inventory.js";
import type * as migrations from "../migrations.js";
import type * as model_accountRecord from "../model/accountRecord.js";
import type * as model_adminUsers from "../model/adminUsers.js";
import type * as model_adorationBookings from "../model/adorationBookings.js";
import type * as model_adorationHours from "../model/adorationHours.js";
import type * as model_adorationPeople from "../model/adorationPeople.js";
import type * as model_adorationSlots from "../model/adorationSlots.js";
import type * as model_adorationViews from "../model/adorationViews.js";
import type * as model_assignmentCounts from "../model/assignmentCounts.js";
import type * as model_attendeeLists from "../model/attendeeLists.js";
import type * as model_attendeeRemoval from "../model/attendeeRemoval.js";
import type * as model_attendees from "../model/attendees.js";
import type * as model_attendeeTotals from "../model/attendeeTotals.js";
import type * as model_audit from "../model/audit.js";
import type * as model_calendar from "../model/calendar.js";
import type * as model_checkIn from "../model/checkIn.js";
import type * as model_checkInCounts from "../model/checkInCounts.js";
import type * as model_counterShards from "../model/counterShards.js";
import type * as model_csvImport from "../model/csvImport.js";
import type * as model_dashboard from "../model/dashboard.js";
import type * as model_demoData from "../model/demoData.js";
import type * as model_derivedData from "../model/derivedData.js";
import type * as model_diningTables from "../model/diningTables.js";
import type * as model_email from "../model/email.js";
import type * as model_emailAnswers from "../model/emailAnswers.js";
import type * as model_emailExtraction from "../model/emailExtraction.js";
import type * as model_emailImport from "../model/emailImport.js";
import type * as model_emailLabels from "../model/emailLabels.js";
import type * as model_entryInput from "../model/entryInput.js";
import type * as model_finance from "../model/finance.js";
import type * as model_floorPlan from "../model/floorPlan.js";
import type * as model_houseCost from "../model/houseCost.js";
import type * as model_images from "../model/images.js";
import type * as model_importBatches from "../model/importBatches.js";
import type * as model_importValidators from "../model/importValidators.js";
import type * as model_inventory from "../model/inventory.js";
import type * as model_keptList from "../model/keptList.js";
import type * as model_ministriesDemo from "../model/ministriesDemo.js";
import type * as model_nextRetreat from "../model/nextRetreat.js";
import type * as model_openaiExtraction from "../model/openaiExtraction.js";
import type * as model_outsideRetreat from "../model/outsideRetreat.js";
import type * as model_palancas from "../model/palancas.js";
import type * as model_palanquitas from "../model/palanquitas.js";
import type * as model_passwordProvider from "../model/passwordProvider.js";
import type * as model_people from "../model/people.js";
import type * as model_placementCounts from "../model/placementCounts.js";
import type * as model_planning from "../model/planning.js";
import type * as model_planningDemo from "../model/planningDemo.js";
import type * as model_portalTokens from "../model/portalTokens.js";
import type * as model_prayers from "../model/prayers.js";
import type * as model_refreshGuard from "../model/refreshGuard.js";
import type * as model_reports from "../model/reports.js";
import type * as model_retreatCarryOver from "../model/retreatCarryOver.js";
import type * as model_retreatList from "../model/retreatList.js";
import type * as model_retreatMigration from "../model/retreatMigration.js";
import type * as model_retreats from "../model/retreats.js";
import type * as model_retreatSchema from "../model/retreatSchema.js";
import type * as model_retreatScope from "../model/retreatScope.js";
import type * as model_roles from "../model/roles.js";
import type * as model_roomBoard from "../model/roomBoard.js";
import type * as model_roomEditing from "../model/roomEditing.js";
import type * as model_rooms from "../model/rooms.js";
import type * as model_scholarships from "../model/scholarships.js";
import type * as model_selfCheckIn from "../model/selfCheckIn.js";
import type * as model_serverAccounts from "../model/serverAccounts.js";
import type * as model_serverDirectory from "../model/serverDirectory.js";
import type * as model_sessions from "../model/sessions.js";
import type * as model_settings from "../model/settings.js";
import type * as model_signInDevices from "../model/signInDevices.js";
import type * as model_signInThrottle from "../model/signInThrottle.js";
import type * as model_speakerPortal from "../model/speakerPortal.js";
import type * as model_stationUnlock from "../model/stationUnlock.js";
import type * as model_tableBoard from "../model/tableBoard.js";
import type * as model_tableEditing from "../model/tableEditing.js";
import type * as model_talks from "../model/talks.js";
import type * as model_temporaryPasswords from "../model/temporaryPasswords.js";
import type * as nameMigration from "../nameMigration.js";
import type * as palancas from "../palancas.js";
import type * as palanquitaStock from "../palanquitaStock.js";
import type * as passwordResets from "../passwordResets.js";
import type * as people from "../people.js";
import type * as prayers from "../prayers.js";
import type * as reports from "../reports.js";
import type * as retreats from "../retreats.js";
import type * as roles from "../roles.js";
import type * as rooms from "../rooms.js";
import type * as seed from "../seed.js";
import type * as servers from "../servers.js";
import type * as settings from "../settings.js";
import type * as shared_adorationCapacity from "../shared/adorationCapacity.js";
import type * as shared_attendeeRules from "../shared/attendeeRules.js";
import type * as shared_batchSizes from "../shared/batchSizes.js";
import type * as shared_cellValues from "../shared/cellValues.js";
import type * as shared_clockTime from "../shared/clockTime.js";
import type * as shared_collation from "../shared/collation.js";
import type * as shared_doorPayment from "../shared/doorPayment.js";
import type * as shared_extractionMessages from "../shared/extractionMessages.js";
import type * as shared_fieldAliases from "../shared/fieldAliases.js";
import type * as shared_floorPlanList from "../shared/floorPlanList.js";
import type * as shared_imageRules from "../shared/imageRules.js";
import type * as shared_importRow from "../shared/importRow.js";
import type * as shared_languages from "../shared/languages.js";
import type * as shared_manSearch from "../shared/manSearch.js";
import type * as shared_money from "../shared/money.js";
import type * as shared_nameRule from "../shared/nameRule.js";
import type * as shared_passwordRules from "../shared/passwordRules.js";
import type * as shared_permissions from "../shared/permissions.js";
import type * as shared_placeRules from "../shared/placeRules.js";
import type * as shared_quantity from "../shared/quantity.js";
import type * as shared_refusals from "../shared/refusals.js";
import type * as shared_retreatDays from "../shared/retreatDays.js";
import type * as shared_retreatRules from "../shared/retreatRules.js";
import type * as shared_richText from "../shared/richText.js";
import type * as shared_roomLabel from "../shared/roomLabel.js";
import type * as shared_roomRule from "../shared/roomRule.js";
import type * as shared_roomSuggestion from "../shared/roomSuggestion.js";
import type * as shared_seatingSuggestion from "../shared/seatingSuggestion.js";
import type * as shared_settings from "../shared/settings.js";
import type * as shared_settingsRules from "../shared/settingsRules.js";
import type * as shared_text from "../shared/text.js";
import type * as shared_validators from "../shared/validators.js";
import type * as shared_zod from "../shared/zod.js";
import type * as shared_zonedTime from "../shared/zonedTime.js";
import type * as sharedRows from "../sharedRows.js";
import type * as signInDevices from "../signInDevices.js";
import type * as speakerPortal from "../speakerPortal.js";
import type * as talks from "../talks.js";
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
    "adminUsers": typeof adminUsers,
"adoration": typeof adoration,
"attendees": typeof attendees,
"auth": typeof auth,
"calendar": typeof calendar,
"checkIn": typeof checkIn,
"csvImport": typeof csvImport,
"dashboard": typeof dashboard,
"diningTables": typeof diningTables,
"email": typeof email,
"emailImport": typeof emailImport,
"extraction": typeof extraction,
"finance": typeof finance,
"floorPlan": typeof floorPlan,
"functions": typeof functions,
"http": typeof http,
"images": typeof images,
"inventory": typeof inventory,
"migrations": typeof migrations,
"model/accountRecord": typeof model_accountRecord,
"model/adminUsers": typeof model_adminUsers,
"model/adorationBookings": typeof model_adorationBookings,
"model/adorationHours": typeof model_adorationHours,
"model/adorationPeople": typeof model_adorationPeople,
"model/adorationSlots": typeof model_adorationSlots,
"model/adorationViews": typeof model_adorationViews,
"model/assignmentCounts": typeof model_assignmentCounts,
"model/attendeeLists": typeof model_attendeeLists,
"model/attendeeRemoval": typeof model_attendeeRemoval,
"model/attendees": typeof model_attendees,
"model/attendeeTotals": typeof model_attendeeTotals,
"model/audit": typeof model_audit,
"model/calendar": typeof model_calendar,
"model/checkIn": typeof model_checkIn,
"model/checkInCounts": typeof model_checkInCounts,
"model/counterShards": typeof model_counterShards,
"model/csvImport": typeof model_csvImport,
"model/dashboard": typeof model_dashboard,
"model/demoData": typeof model_demoData,
"model/derivedData": typeof model_derivedData,
"model/diningTables": typeof model_diningTables,
"model/email": typeof model_email,
"model/emailAnswers": typeof model_emailAnswers,
"model/emailExtraction": typeof model_emailExtraction,
"model/emailImport": typeof model_emailImport,
"model/emailLabels": typeof model_emailLabels,
"model/entryInput": typeof model_entryInput,
"model/finance": typeof model_finance,
"model/floorPlan": typeof model_floorPlan,
"model/houseCost": typeof model_houseCost,
"model/images": typeof model_images,
"model/importBatches": typeof model_importBatches,
"model/importValidators": typeof model_importValidators,
"model/inventory": typeof model_inventory,
"model/keptList": typeof model_keptList,
"model/ministriesDemo": typeof model_ministriesDemo,
"model/nextRetreat": typeof model_nextRetreat,
"model/openaiExtraction": typeof model_openaiExtraction,
"model/outsideRetreat": typeof model_outsideRetreat,
"model/palancas": typeof model_palancas,
"model/palanquitas": typeof model_palanquitas,
"model/passwordProvider": typeof model_passwordProvider,
"model/people": typeof model_people,
"model/placementCounts": typeof model_placementCounts,
"model/planning": typeof model_planning,
"model/planningDemo": typeof model_planningDemo,
"model/portalTokens": typeof model_portalTokens,
"model/prayers": typeof model_prayers,
"model/refreshGuard": typeof model_refreshGuard,
"model/reports": typeof model_reports,
"model/retreatCarryOver": typeof model_retreatCarryOver,
"model/retreatList": typeof model_retreatList,
"model/retreatMigration": typeof model_retreatMigration,
"model/retreats": typeof model_retreats,
"model/retreatSchema": typeof model_retreatSchema,
"model/retreatScope": typeof model_retreatScope,
"model/roles": typeof model_roles,
"model/roomBoard": typeof model_roomBoard,
"model/roomEditing": typeof model_roomEditing,
"model/rooms": typeof model_rooms,
"model/scholarships": typeof model_scholarships,
"model/selfCheckIn": typeof model_selfCheckIn,
"model/serverAccounts": typeof model_serverAccounts,
"model/serverDirectory": typeof model_serverDirectory,
"model/sessions": typeof model_sessions,
"model/settings": typeof model_settings,
"model/signInDevices": typeof model_signInDevices,
"model/signInThrottle": typeof model_signInThrottle,
"model/speakerPortal": typeof model_speakerPortal,
"model/stationUnlock": typeof model_stationUnlock,
"model/tableBoard": typeof model_tableBoard,
"model/tableEditing": typeof model_tableEditing,
"model/talks": typeof model_talks,
"model/temporaryPasswords": typeof model_temporaryPasswords,
"nameMigration": typeof nameMigration,
"palancas": typeof palancas,
"palanquitaStock": typeof palanquitaStock,
"passwordResets": typeof passwordResets,
"people": typeof people,
"prayers": typeof prayers,
"reports": typeof reports,
"retreats": typeof retreats,
"roles": typeof roles,
"rooms": typeof rooms,
"seed": typeof seed,
"servers": typeof servers,
"settings": typeof settings,
"shared/adorationCapacity": typeof shared_adorationCapacity,
"shared/attendeeRules": typeof shared_attendeeRules,
"shared/batchSizes": typeof shared_batchSizes,
"shared/cellValues": typeof shared_cellValues,
"shared/clockTime": typeof shared_clockTime,
"shared/collation": typeof shared_collation,
"shared/doorPayment": typeof shared_doorPayment,
"shared/extractionMessages": typeof shared_extractionMessages,
"shared/fieldAliases": typeof shared_fieldAliases,
"shared/floorPlanList": typeof shared_floorPlanList,
"shared/imageRules": typeof shared_imageRules,
"shared/importRow": typeof shared_importRow,
"shared/languages": typeof shared_languages,
"shared/manSearch": typeof shared_manSearch,
"shared/money": typeof shared_money,
"shared/nameRule": typeof shared_nameRule,
"shared/passwordRules": typeof shared_passwordRules,
"shared/permissions": typeof shared_permissions,
"shared/placeRules": typeof shared_placeRules,
"shared/quantity": typeof shared_quantity,
"shared/refusals": typeof shared_refusals,
"shared/retreatDays": typeof shared_retreatDays,
"shared/retreatRules": typeof shared_retreatRules,
"shared/richText": typeof shared_richText,
"shared/roomLabel": typeof shared_roomLabel,
"shared/roomRule": typeof shared_roomRule,
"shared/roomSuggestion": typeof shared_roomSuggestion,
"shared/seatingSuggestion": typeof shared_seatingSuggestion,
"shared/settings": typeof shared_settings,
"shared/settingsRules": typeof shared_settingsRules,
"shared/text": typeof shared_text,
"shared/validators": typeof shared_validators,
"shared/zod": typeof shared_zod,
"shared/zonedTime": typeof shared_zonedTime,
"sharedRows": typeof sharedRows,
"signInDevices": typeof signInDevices,
"speakerPortal": typeof speakerPortal,
"talks": typeof talks,
"users": typeof users,
  }>;
  export declare const api: FilterApi<typeof fullApi, FunctionReference<any, "public">>;
  export declare const internal: FilterApi<typeof fullApi, FunctionReference<any, "internal">>;
  