import { cleanup, screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { afterEach, expect, test } from "vitest";
import { SETTING_DEFAULTS, type Settings } from "../../../convex/shared/settings";
import { settingRefusal, settingsRefusal } from "../../../convex/shared/settingsRules";
import { useRefusalText, useServerErrorText } from "../../i18n/serverErrors";
import { renderIn } from "../../i18n/testing";
import { useT } from "../../i18n/useT";
import { settingsNs } from "../../i18n/namespaces/settings";
import { ImageSlotCard } from "./ImageSlotCard";
import { RetreatScheduleSection } from "./RetreatScheduleSection";
import { BasicInformationSection, HouseCostSection, ParticipantEstimatesSection } from "./SettingsSections";
import { adorationSummary, formProblems, outsideSummary, pdfHeaderHelp, valuesToSave } from "./settingsForm";

afterEach(cleanup);

const values: Settings = {
  ...SETTING_DEFAULTS,
  retreat_name: "Retiro de Hombres #12",
  retreat_start_date: "2027-03-05",
  retreat_end_date: "2027-03-06",
  retreat_daily_schedule: '{"2027-03-05":{"start":"17:00","end":"22:00"}}',
};
const props = { values, errors: {}, onChange: () => undefined };

test("the settings sections read in Spanish: titles, labels, help, the schedule's days", async () => {
  await renderIn(
    "es",
    <>
      <BasicInformationSection {...props} />
      <RetreatScheduleSection {...props} />
      <ParticipantEstimatesSection {...props} />
      <HouseCostSection {...props} />
    </>,
  );
  expect(screen.getByRole("heading", { name: "Información básica" })).toBeTruthy();
  expect(screen.getByLabelText("Nombre del retiro")).toHaveProperty("value", "Retiro de Hombres #12");
  expect(screen.getByLabelText("Nombre de la parroquia")).toBeTruthy();
  expect(screen.getByText("Para quien no ha elegido un idioma y cuyo navegador no usa ninguno de los dos.")).toBeTruthy();
  expect(screen.getByRole("heading", { name: "Fechas del retiro" })).toBeTruthy();
  expect(screen.getByLabelText("Fecha de inicio")).toBeTruthy();
  expect(screen.getByText("5 de marzo de 2027")).toBeTruthy();
  expect(screen.getByLabelText("Hora de inicio el 2027-03-05")).toHaveProperty("value", "17:00");
  expect(screen.getByRole("table", { name: "Horario diario" })).toBeTruthy();
  expect(screen.getByLabelText("Retirantes estimados")).toBeTruthy();
  expect(screen.getByText("Por retiro (por persona)")).toBeTruthy();
  expect(screen.queryByText(/Retreat|Settings|Estimated|Start date/)).toBeNull();
});

test("the save's summaries and the PDF header help in Spanish, with Spanish plurals", async () => {
  let texts: string[] = [];
  function Texts() {
    const t = useT(settingsNs);
    texts = [
      adorationSummary({ added: 1, removed: 3, displacedBookings: 2, bookingsOutsideSchedule: 2 }, t)!.text,
      outsideSummary({ talks: [{ title: "El amor de Dios", day: "2027-03-07" }], events: [] }, t)!,
      pdfHeaderHelp({ retreat_name: "Retiro #12", pdf_header_center_text: "" }, t),
    ];
    return null;
  }
  await renderIn("es", <Texts />);
  expect(texts).toEqual([
    "Horas de adoración actualizadas: 1 hora agregada, 3 horas quitadas. 2 reservas quedaron fuera de las nuevas horas; se conservan en Administración de adoración para moverlas o quitarlas.",
    "1 charla fuera de las fechas del retiro: El amor de Dios (2027-03-07) — muévela en Charlas y testimonios.",
    "Vacío: las impresiones llevan como título el nombre del retiro, «Retiro #12».",
  ]);
});

test("the form's problems and the server's refusals of a setting read in Spanish", async () => {
  let shown: { byField: Record<string, string | undefined>; refused: string[] } = { byField: {}, refused: [] };
  function Problems() {
    const refusalText = useRefusalText();
    const errorText = useServerErrorText();
    const { byField } = formProblems(valuesToSave({ ...values, estimated_retreatants: "-2", house_cost_per_meal: "1.234", retreat_name: "x".repeat(300) }), refusalText);
    const refused = [
      errorText(new ConvexError(settingRefusal("retreat_time_zone", "Mars/Olympus")!)),
      errorText(new ConvexError(settingsRefusal({ ...values, retreat_end_date: "2027-04-30" })!)),
      errorText(new ConvexError(settingRefusal("retreat_daily_schedule", '{"2027-03-05":{"start":"22:00","end":"17:00"}}')!)),
    ];
    shown = { byField, refused };
    return null;
  }
  await renderIn("es", <Problems />);
  expect(shown.byField).toEqual({
    retreat_name: "Nombre del retiro: debe tener 255 caracteres o menos.",
    estimated_retreatants: "Retirantes estimados: la estimación debe ser 0 o más.",
    house_cost_per_meal: "Costo por comida: el costo va en pasos de 0.01.",
  });
  expect(shown.refused).toEqual([
    "Zona horaria: «Mars/Olympus» no es una zona horaria conocida (p. ej., America/Chicago).",
    "El retiro puede durar como máximo 14 días.",
    "Horario diario: el 2027-03-05 la hora de fin debe ser después de la hora de inicio.",
  ]);
});

test("in English the same problems are the server's own words", async () => {
  let first: string | null = null;
  function Problems() {
    first = formProblems(valuesToSave({ ...values, estimated_retreatants: "1.5" }), useRefusalText()).first;
    return null;
  }
  await renderIn("en", <Problems />);
  expect(first).toBe("Estimated retreatants: estimates must be whole numbers.");
});

test("a logo's card in Spanish", async () => {
  const card = (uploaded: boolean) => (
    <ImageSlotCard
      slot={uploaded ? "logo1" : "logo2"}
      label={uploaded ? "Logo del gafete (izquierda)" : "Logo del gafete (derecha)"}
      image={{ url: uploaded ? "https://example.org/a.png" : null, uploaded }}
      onUpload={async () => undefined}
      onRemove={async () => undefined}
    />
  );
  await renderIn(
    "es",
    <>
      {card(true)}
      {card(false)}
    </>,
  );
  expect(screen.getByAltText("Vista previa: Logo del gafete (izquierda)")).toBeTruthy();
  expect(screen.getByText("Imagen subida")).toBeTruthy();
  expect(screen.getByText("Reemplazar")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Quitar" })).toBeTruthy();
  expect(screen.getByText("Sin imagen")).toBeTruthy();
  expect(screen.getByText("No se ha subido ninguna")).toBeTruthy();
  expect(screen.getByLabelText("Subir Logo del gafete (derecha)")).toBeTruthy();
});
