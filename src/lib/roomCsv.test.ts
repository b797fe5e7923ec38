import { describe, expect, test } from "vitest";
import { parseRoomCsv, ROOM_CSV_TEMPLATE, roomCsvTemplate } from "./roomCsv";

function refusal(text: string): string {
  try {
    parseRoomCsv(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the file to be refused");
}

describe("parseRoomCsv", () => {
  test("an empty file is refused", () => {
    expect(refusal("")).toBe("The CSV file is empty.");
    expect(refusal(" \n\r\n  ")).toBe("The CSV file is empty.");
  });

  test("a header without data rows is refused with the line count", () => {
    expect(refusal("Room Name,Capacity\n\n")).toBe("CSV file must contain headers and at least one data row. Found 1 line(s).");
  });

  test("the Room Name or Name column is required", () => {
    expect(refusal("Room,Capacity\n101,2")).toBe("CSV file must contain a 'Room Name' or 'Name' column.");
  });

  test("reads Room Name and Capacity, case-insensitively, trimming names", () => {
    expect(parseRoomCsv("room name , CAPACITY\n  Room 101 ,3\nRoom 102,\n")).toEqual({
      rows: [
        { name: "Room 101", capacity: 3 },
        { name: "Room 102", capacity: null },
      ],
      skipped: 0,
      problems: [],
    });
  });

  test("accepts a Name column and no Capacity column", () => {
    expect(parseRoomCsv("Name\r\nChapel loft\r\n\"Room 5, east\"").rows).toEqual([
      { name: "Chapel loft", capacity: null },
      { name: "Room 5, east", capacity: null },
    ]);
  });

  test("rows with an empty name are skipped", () => {
    const result = parseRoomCsv("Room Name,Capacity\n,4\n   ,2\nRoom 9,2");
    expect(result.rows).toEqual([{ name: "Room 9", capacity: 2 }]);
    expect(result.skipped).toBe(2);
  });

  test("a bad capacity leaves that row out and says which row", () => {
    const result = parseRoomCsv("Room Name,Capacity\nRoom 1,two\nRoom 2,0\nRoom 3,1.5\nRoom 4,4");
    expect(result.rows).toEqual([{ name: "Room 4", capacity: 4 }]);
    expect(result.problems).toEqual([
      "Row 2: Capacity must be a whole number of at least 1.",
      "Row 3: Capacity must be a whole number of at least 1.",
      "Row 4: Capacity must be a whole number of at least 1.",
    ]);
  });

  test("ignores a byte-order mark and non-ASCII names survive", () => {
    expect(parseRoomCsv("\uFEFFRoom Name\nSan José 12").rows).toEqual([{ name: "San José 12", capacity: null }]);
  });

  test("the downloadable template parses", () => {
    expect(parseRoomCsv(ROOM_CSV_TEMPLATE).rows).toHaveLength(3);
  });

  test("reads Spanish headers too (accents and case aside), and the Spanish template parses", () => {
    expect(parseRoomCsv("Nombre del cuarto,Capacidad\nCuarto 1,2\nCuarto 2,\n").rows).toEqual([
      { name: "Cuarto 1", capacity: 2 },
      { name: "Cuarto 2", capacity: null },
    ]);
    expect(parseRoomCsv("NOMBRE , capacidad\nSan José,3").rows).toEqual([{ name: "San José", capacity: 3 }]);
    expect(parseRoomCsv("Nombre del Cuarto,Capacidád\nA,1").rows).toEqual([{ name: "A", capacity: 1 }]);
    const spanish = roomCsvTemplate("es");
    expect(spanish.text.split("\n")[0]).toBe("Nombre del cuarto,Capacidad");
    expect(spanish.fileName).toBe("plantilla-cuartos.csv");
    expect(parseRoomCsv(spanish.text).rows).toEqual([
      { name: "Cuarto 101", capacity: 3 },
      { name: "Cuarto 102", capacity: 4 },
      { name: "Cuarto 201", capacity: 2 },
    ]);
    // A column named only "Cuarto" (like "Room") is not a name column.
    expect(() => parseRoomCsv("Cuarto,Capacidad\n101,2")).toThrow("CSV file must contain a 'Room Name' or 'Name' column.");
  });

  test("the refusals and problems are said in the texts given", () => {
    const texts = { empty: "vacío", nameColumn: "sin columna", tooShort: (n: number) => `${n} línea`, rowCapacity: (row: number) => `Fila ${row}` };
    expect(() => parseRoomCsv("", texts)).toThrow("vacío");
    expect(() => parseRoomCsv("Nombre\n", texts)).toThrow("1 línea");
    expect(() => parseRoomCsv("X\n1", texts)).toThrow("sin columna");
    expect(parseRoomCsv("Nombre,Capacidad\nA,0", texts).problems).toEqual(["Fila 2"]);
  });
});
