import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { formatLongDateIn } from "../../i18n/format";
import { lettersLabel, manName, type Packet } from "./palancaSummary";
import { palancasNs } from "../../i18n/namespaces/palancas";
import { useT } from "../../i18n/useT";

/** The column to tick off while handing the letters out. */
const CHECK_MARK = "✓";

const COVER_CSS = `
.palanca-cover { text-align: center; padding-top: 2.2in; }
.palanca-cover .cover-label { font-size: 16pt; letter-spacing: 0.2em; text-transform: uppercase; color: #555; }
.palanca-cover .cover-name { font-size: 36pt; font-weight: 700; margin: 0.25in 0; }
.palanca-cover .cover-count { font-size: 16pt; }
.palanca-list .check { width: 0.4in; }
`;

/**
 * The printed palancas: for each man a cover sheet for the top of his packet, then the list of
 * the letters in it (to tick off while handing them out).
 */
export function PacketSheets({ packets, title, ref }: { packets: readonly Packet[]; title: string; ref?: Ref<HTMLDivElement> }) {
  const t = useT(palancasNs);
  return (
    <PrintDocument ref={ref} title={title}>
      <style>{COVER_CSS}</style>
      {packets.length === 0 && <p>{t("packet.none")}</p>}
      {packets.map(({ man, letters }, index) => (
        <div key={man._id}>
          <section className={index === 0 ? "palanca-cover keep-together" : "palanca-cover keep-together page-break"}>
            <div className="cover-label">{t("packet.for")}</div>
            <div className="cover-name">{manName(man)}</div>
            <div className="cover-count">{t("packet.count", { letters: lettersLabel(letters.length, t) })}</div>
          </section>
          <section className="palanca-list page-break">
            <h2>
              {t("packet.list", { name: manName(man), letters: lettersLabel(letters.length, t) })}
            </h2>
            <table>
              <thead>
                <tr>
                  <th className="check">{CHECK_MARK}</th>
                  <th>{t("packet.from")}</th>
                  <th>{t("packet.relationship")}</th>
                  <th>{t("packet.received")}</th>
                  <th>{t("packet.notes")}</th>
                </tr>
              </thead>
              <tbody>
                {letters.map((letter) => (
                  <tr key={letter._id}>
                    <td className="check" />
                    <td>{letter.from_name}</td>
                    <td>{letter.relationship ?? ""}</td>
                    <td>{formatLongDateIn(t.language, letter.received_date)}</td>
                    <td>{letter.notes ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      ))}
    </PrintDocument>
  );
}
