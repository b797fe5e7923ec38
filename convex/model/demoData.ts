/**
 * The demo retreat created on first start: realistic names (some Spanish, with accents),
 * a few snorers, one man who sleeps at home, rooms of both types, dining tables and the
 * adoration hours between the retreat's start and end.
 */
import { foldText } from "../shared/text";

const FIRST_NAMES = [
  "José", "Juan", "Miguel", "Luis", "Carlos", "Jesús", "Francisco", "Antonio", "Alejandro", "Raúl",
  "Andrés", "Héctor", "Martín", "Ramón", "Joaquín", "Tomás", "Rubén", "Sebastián", "Óscar", "Ángel",
  "Michael", "John", "David", "James", "Robert", "William", "Thomas", "Daniel", "Matthew", "Patrick",
  "Joseph", "Mark", "Paul", "Peter", "Anthony", "Kevin", "Brian", "Steven", "Christopher", "Timothy",
];

const LAST_NAMES = [
  "García", "Martínez", "Rodríguez", "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez",
  "Núñez", "Peña", "Muñoz", "Jiménez", "Álvarez", "Gutiérrez", "de la Cruz", "del Río", "Castillo",
  "O'Brien", "Murphy", "Sullivan", "Kowalski", "Nguyen", "Smith", "Johnson", "Brown", "Miller",
  "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Martin", "Jackson", "White", "Harris", "Clark",
  "Lewis", "Walker", "Young",
];

const PARISHES = ["St. Agnes", "Our Lady of Guadalupe", "St. Joseph", "Holy Family", "San Juan Diego"];
const TSHIRTS = ["S", "M", "L", "XL", "2XL"];
const MARITAL = ["Married", "Single", "Widowed", "Married", "Married"];

export const DEMO_TABLE_NAMES = [
  "St. Peter", "St. Paul", "St. Andrew", "St. James", "St. John", "St. Thomas", "St. Matthew", "St. Luke",
];

export type DemoAttendee = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  attendee_type: "attendee" | "server";
  has_paid: boolean;
  amount_paid: number;
  cost_of_retreat: number;
  snore: boolean;
  sleeps_at_home: boolean;
  parish: string;
  tshirt_size: string;
  marital_status: string;
  family_number?: string;
  allergies?: string;
  city: string;
  state: string;
  emergency_contact_1_name: string;
  emergency_contact_1_phone: string;
  emergency_contact_1_relationship: string;
};

function asciiSlug(value: string): string {
  return foldText(value)
    .replace(/[^a-z]+/g, "");
}

/** 60 men: 42 retreatants, 18 servers. Deterministic, so every fresh install looks the same. */
export function demoAttendees(): DemoAttendee[] {
  const people: DemoAttendee[] = [];
  for (let i = 0; i < 60; i++) {
    const first = FIRST_NAMES[(i * 7) % FIRST_NAMES.length];
    // The offset for the second lap keeps every full name unique.
    const last = LAST_NAMES[(i * 11 + 3 + Math.floor(i / FIRST_NAMES.length) * 5) % LAST_NAMES.length];
    const isServer = i % 10 < 3;
    const paid = i % 4 !== 1;
    const cost = isServer ? 150 : 300;
    people.push({
      first_name: first,
      last_name: last,
      email: `${asciiSlug(first)}.${asciiSlug(last)}${i}@example.org`,
      phone_number: `512555${String(1000 + i * 37).slice(-4)}`,
      attendee_type: isServer ? "server" : "attendee",
      has_paid: paid,
      amount_paid: paid ? cost : i % 8 === 1 ? 100 : 0,
      cost_of_retreat: cost,
      snore: i % 6 === 2,
      sleeps_at_home: i === 17,
      parish: PARISHES[i % PARISHES.length],
      tshirt_size: TSHIRTS[i % TSHIRTS.length],
      marital_status: MARITAL[i % MARITAL.length],
      family_number: i % 9 === 4 ? `F-${100 + (i % 3)}` : undefined,
      allergies: i % 13 === 5 ? "Peanuts" : undefined,
      city: i % 3 === 0 ? "Austin" : i % 3 === 1 ? "Round Rock" : "Pflugerville",
      state: "TX",
      emergency_contact_1_name: `${i % 2 === 0 ? "María" : "Ana"} ${last}`,
      emergency_contact_1_phone: `512555${String(2000 + i * 41).slice(-4)}`,
      emergency_contact_1_relationship: i % 2 === 0 ? "Wife" : "Sister",
    });
  }
  return people;
}

export type DemoRoom = { name: string; capacity: number; room_type: "retreatant" | "server"; description?: string };

/** 16 rooms: 11 for retreatants on floors 1 and 2, 5 for servers in the east wing. */
export function demoRooms(): DemoRoom[] {
  const rooms: DemoRoom[] = [];
  for (let n = 101; n <= 106; n++) rooms.push({ name: `Room ${n}`, capacity: n % 3 === 0 ? 4 : 3, room_type: "retreatant" });
  for (let n = 201; n <= 205; n++) rooms.push({ name: `Room ${n}`, capacity: 4, room_type: "retreatant" });
  for (let n = 301; n <= 305; n++) {
    rooms.push({ name: `Room ${n}`, capacity: n === 301 ? 2 : 4, room_type: "server", description: "<p>East wing, near the kitchen.</p>" });
  }
  return rooms;
}

/** YYYY-MM-DD of `date` in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A Thursday-to-Sunday retreat starting about three weeks after `now`. */
export function demoRetreatDates(now: number): { start: string; end: string; days: string[] } {
  const start = new Date(now + 21 * 86_400_000);
  while (start.getUTCDay() !== 4) start.setUTCDate(start.getUTCDate() + 1);
  const days: string[] = [];
  for (let d = 0; d < 4; d++) days.push(isoDate(new Date(start.getTime() + d * 86_400_000)));
  return { start: days[0], end: days[3], days };
}

export const DEMO_TALKS: Array<{ title: string; kind: "talk" | "testimony" }> = [
  { title: "Welcome and Introduction", kind: "talk" },
  { title: "God's Love", kind: "talk" },
  { title: "My Journey Back", kind: "testimony" },
  { title: "The Prodigal Son", kind: "talk" },
  { title: "Forgiveness", kind: "testimony" },
  { title: "The Eucharist", kind: "talk" },
];

export const DEMO_PRAYERS: Array<{ title: string; body: string }> = [
  { title: "Morning Offering", body: "O Jesus, through the Immaculate Heart of Mary, I offer You my prayers, works, joys and sufferings of this day." },
  { title: "Prayer Before the Blessed Sacrament", body: "Lord Jesus, present in the Most Blessed Sacrament, I adore You." },
  { title: "Oración a San José", body: "Glorioso San José, protector de la Sagrada Familia, ruega por nosotros." },
];
