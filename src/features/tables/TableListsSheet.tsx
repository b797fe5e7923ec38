import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { tablesNs } from "../../i18n/namespaces/tables";
import { useT } from "../../i18n/useT";
import { memberName, type BoardTable } from "./tableBoard";

const TABLE_LIST_CSS = `
.table-list { margin-bottom: 0.25in; }
.table-list h2 { border-bottom: 1px solid #999; margin-top: 0; }
.table-list .leader { margin: 0.05in 0; }
.table-list ol { margin: 0.05in 0 0; padding-left: 0.3in; columns: 2; font-size: 11pt; }
`;

/**
 * Printable lists under the PDF header of Settings (the retreat's name and dates): each dining
 * table with its leader and the men seated there, one table never split across pages.
 */
export function TableListsSheet({ tables, ref }: { tables: readonly BoardTable[]; ref?: Ref<HTMLDivElement> }) {
  const t = useT(tablesNs);
  return (
    <PrintDocument ref={ref} title={t("printTitle")}>
      <style>{TABLE_LIST_CSS}</style>
      {tables.map((table) => (
        <section key={table._id} className="table-list keep-together">
          <h2>{table.name}</h2>
          <p className="leader">{t("sheet.leader", { name: table.leader ? memberName(table.leader) : "—" })}</p>
          <ol>
            {table.seated.map((man) => (
              <li key={man._id}>{memberName(man)}</li>
            ))}
          </ol>
        </section>
      ))}
    </PrintDocument>
  );
}
