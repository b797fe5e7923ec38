import type { Ref } from "react";
import { memberName, type BoardTable } from "./tableBoard";

const TABLE_LIST_CSS = `
@page { size: 8.5in 11in; margin: 0.6in; }
.table-lists { font-family: "Helvetica Neue", Arial, sans-serif; color: #111; }
.table-lists h1 { font-size: 18pt; margin: 0 0 0.2in; }
.table-lists .table-list { break-inside: avoid; page-break-inside: avoid; margin-bottom: 0.3in; }
.table-lists h2 { font-size: 14pt; margin: 0; border-bottom: 1px solid #999; }
.table-lists .leader { font-size: 11pt; margin: 0.05in 0; }
.table-lists ol { margin: 0.05in 0 0; padding-left: 0.3in; columns: 2; font-size: 11pt; }
`;

/** Printable lists: each dining table with its leader and the men seated there. */
export function TableListsSheet({ tables, ref }: { tables: readonly BoardTable[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="table-lists">
      <style>{TABLE_LIST_CSS}</style>
      <h1>Dining Tables</h1>
      {tables.map((table) => (
        <section key={table._id} className="table-list">
          <h2>{table.name}</h2>
          <p className="leader">Leader: {table.leader ? memberName(table.leader) : "—"}</p>
          <ol>
            {table.seated.map((man) => (
              <li key={man._id}>{memberName(man)}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
