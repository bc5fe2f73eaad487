import type { EquipmentMode, OrderOrigination, StopType } from '@portal/domain/orders/modes';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { CarrierAssets, CarrierKey, Companies, CustomerKey, DriverRef, EquipmentRef, Users } from './context';
import { LOAD_BOARD_HUBS, PREFERRED_LANES, roadMiles, type Cities, type City } from './lanes-and-cities';
import type { Facility, Locations } from './locations';
import { DAY, HOUR, MINUTE, Rng, atLocalTime, roundCents } from './support';

/**
 * The demo's shipments, planned in memory before anything is written: lanes, stops, windows,
 * arrivals, tenders and the activity story, consistent with each shipment's status. Pure: the
 * same inputs and `now` give the same plan.
 */

// ---- the plan's shapes -------------------------------------------------------------------------

export interface StopPlan {
  id: number;
  orderStopId: number;
  stopNumber: number;
  type: StopType;
  facility: Facility;
  early: Date;
  late: Date | null;
  appointment: Date | null;
  arrivedAt: Date | null;
  departedAt: Date | null;
  packages: number;
}

export interface LineItemPlan {
  id: string;
  pickupIndex: number;
  dropoffIndex: number;
  description: string;
  freightClass: string | null;
  totalWeight: number;
  packageCount: number;
  palletCount: number;
  packagingUnitType: string;
  height: number;
  hazmat: boolean;
}

export interface TenderPlan {
  id: number;
  carrier: CarrierKey;
  status: TenderOfferStatus;
  rateCents: number;
  sentAt: Date;
  expiresAt: Date;
  respondedAt: Date | null;
  rejectReason: string | null;
  notes: string | null;
  /** When the broker pulled a tender or a booking back. */
  withdrawnAt: Date | null;
}

export interface ActivityPlan {
  kind: string;
  description: string;
  statusBefore: number | null;
  statusAfter: number | null;
  stopIndex: number | null;
  userId: number | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  at: Date;
}

export interface ProblemPlan {
  type: string;
  description: string;
  reportedByUserId: number;
  at: Date;
  resolvedAt: Date | null;
}

export type Variant = 'normal' | 'future' | 'overdue' | 'recent' | 'long';

export interface ShipmentPlan {
  /** Which bucket it was made for, e.g. 'blueRidge:3:overdue'. */
  tag: string;
  variant: Variant;
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  customer: CustomerKey;
  carrier: CarrierKey | null;
  status: ShipmentStatus;
  origination: OrderOrigination;
  shippingMode: 'TL' | 'LTL';
  equipmentMode: EquipmentMode;
  isPartial: boolean;
  weightLbs: number;
  totalMiles: number;
  rateCents: number | null;
  maxBuyCents: number | null;
  postedRateCents: number | null;
  requirements: string[];
  accessorials: string[];
  references: { label: string; value: string; typeId: number }[];
  reeferTemperature: number | null;
  specialInstructions: string | null;
  proNumber: string | null;
  lineItems: LineItemPlan[];
  stops: StopPlan[];
  createdAt: Date;
  createdByUserId: number;
  bookedAt: Date | null;
  bookedByUserId: number | null;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  confirmedAt: Date | null;
  voidedAt: Date | null;
  tripKey: string | null;
  tripId: number | null;
  truckNumber: string | null;
  trailerNumber: string | null;
  drivers: DriverRef[];
  tenders: TenderPlan[];
  lastLocation: { latitude: number; longitude: number; at: Date; description: string } | null;
  empty: { city: string; state: string; postalCode: string; at: Date } | null;
  problems: ProblemPlan[];
  activity: ActivityPlan[];
  /** Minutes each departed stop kept the truck (arrival to departure). */
  dwellMinutes: number[];
}

// ---- the buckets -------------------------------------------------------------------------------

const S = ShipmentStatus;

interface Bucket {
  carrier: CarrierKey | null;
  status: ShipmentStatus;
  variant: Variant;
  count: number;
  /** How many of them driver@demo.test drives. */
  demoDriver?: number;
  customer?: CustomerKey;
  hubBoost?: boolean;
  /** Tendering only: tendered to Blue Ridge (else to other carriers). */
  tenderBlueRidge?: boolean;
  /** Tendering to Blue Ridge: how many are also tendered to another carrier at the same time. */
  alsoTenderOthers?: number;
}

const OTHER_CARRIERS: readonly CarrierKey[] = ['loneStar', 'greatLakes', 'pacificCoast', 'mapleLeaf'];

/** Single shipments by bucket. Trip chains (below) add to the Blue Ridge counts. */
const BUCKETS: readonly Bucket[] = [
  { carrier: 'blueRidge', status: S.Booked, variant: 'future', count: 12, demoDriver: 1 },
  { carrier: 'blueRidge', status: S.Booked, variant: 'overdue', count: 8, demoDriver: 2 },
  { carrier: 'blueRidge', status: S.Dispatched, variant: 'future', count: 8, demoDriver: 2 },
  { carrier: 'blueRidge', status: S.Dispatched, variant: 'overdue', count: 2, demoDriver: 1 },
  { carrier: 'blueRidge', status: S.InTransit, variant: 'normal', count: 8, demoDriver: 1 },
  { carrier: 'blueRidge', status: S.InTransit, variant: 'overdue', count: 2, demoDriver: 1 },
  { carrier: 'blueRidge', status: S.AtStop, variant: 'recent', count: 3, demoDriver: 1 },
  { carrier: 'blueRidge', status: S.AtStop, variant: 'long', count: 2, demoDriver: 1 },
  { carrier: 'blueRidge', status: S.Delivered, variant: 'normal', count: 38, demoDriver: 5 },
  { carrier: 'blueRidge', status: S.DeliveryConfirmed, variant: 'normal', count: 67, demoDriver: 5 },
  { carrier: 'blueRidge', status: S.Voided, variant: 'normal', count: 3 },
  ...OTHER_CARRIERS.flatMap((carrier): Bucket[] => [
    { carrier, status: S.Booked, variant: 'future', count: 3 },
    { carrier, status: S.Booked, variant: 'overdue', count: 1 },
    { carrier, status: S.Dispatched, variant: 'future', count: 2 },
    { carrier, status: S.InTransit, variant: 'normal', count: 3 },
    { carrier, status: S.AtStop, variant: 'recent', count: 1 },
    { carrier, status: S.Delivered, variant: 'normal', count: 10 },
    { carrier, status: S.DeliveryConfirmed, variant: 'normal', count: 18 },
    { carrier, status: S.Voided, variant: 'normal', count: 1 },
  ]),
  { carrier: 'rustyWheels', status: S.Delivered, variant: 'normal', count: 2 },
  { carrier: 'rustyWheels', status: S.DeliveryConfirmed, variant: 'normal', count: 12 },
  { carrier: null, status: S.ReadyToBook, variant: 'future', count: 150, hubBoost: true },
  { carrier: null, status: S.Tendering, variant: 'future', count: 15, tenderBlueRidge: true, alsoTenderOthers: 5, hubBoost: true },
  { carrier: null, status: S.Tendering, variant: 'future', count: 10 },
  { carrier: null, status: S.Draft, variant: 'future', count: 6, customer: 'apex' },
  { carrier: null, status: S.Voided, variant: 'normal', count: 4 },
];

/** Blue Ridge trips: consecutive loads, each picking up where the previous one delivered. */
const TRIPS: readonly { key: string; status: ShipmentStatus; variant: Variant; cities: readonly string[]; demoDriver: boolean }[] = [
  // The oldest loads of the demo: shipments 4100001-4100003 are this trip.
  { key: 'T-700001', status: S.DeliveryConfirmed, variant: 'normal', cities: ['CHI', 'DAL', 'ATL', 'CHI'], demoDriver: false },
  { key: 'T-700002', status: S.Delivered, variant: 'normal', cities: ['MEM', 'CMH', 'HAR'], demoDriver: false },
  { key: 'T-700003', status: S.Booked, variant: 'future', cities: ['LRD', 'CHI', 'CLT'], demoDriver: false },
];

// ---- reference lists ---------------------------------------------------------------------------

const COMMODITIES: Record<CustomerKey, readonly string[]> = {
  heartland: ['Frozen poultry', 'Canned vegetables', 'Fresh produce', 'Dairy products', 'Frozen pizza', 'Packaged snacks'],
  northwind: ['Lumber', 'Drywall sheets', 'Roofing shingles', 'Steel rebar', 'PVC pipe', 'Insulation rolls'],
  cascade: ['Paper towels', 'Copy paper', 'Corrugated boxes', 'Tissue rolls', 'Kraft paper rolls'],
  apex: ['General merchandise', 'Auto parts', 'Consumer electronics', 'Bottled beverages', 'Household goods', 'Industrial adhesives'],
};
const EQUIPMENT_MIX: Record<CustomerKey, readonly (readonly [EquipmentMode, number])[]> = {
  heartland: [['Reefer', 70], ['Dry', 30]],
  northwind: [['Flatbed', 55], ['Dry', 45]],
  cascade: [['Dry', 85], ['Bulk', 15]],
  apex: [['Dry', 55], ['Reefer', 20], ['Flatbed', 15], ['Bulk', 10]],
};
const CUSTOMER_MIX: readonly (readonly [CustomerKey, number])[] = [['heartland', 30], ['northwind', 25], ['cascade', 18], ['apex', 27]];
const RATE_PER_MILE_CENTS: Record<EquipmentMode, number> = { Dry: 245, Reefer: 285, Flatbed: 305, Bulk: 320 };
const LTL_CLASSES = ['50', '55', '60', '65', '70', '77.5', '85', '92.5', '100', '125'];
const REJECT_REASONS = ['No capacity in the area', 'Rate too low', 'Equipment not available', 'Driver out of hours', 'Lane not served'];

const CARRIER_NAMES: Record<CarrierKey, string> = {
  blueRidge: 'Blue Ridge Transport LLC', loneStar: 'Lone Star Haulers', greatLakes: 'Great Lakes Carriers',
  pacificCoast: 'Pacific Coast Freight', mapleLeaf: 'Maple Leaf Logistics', rustyWheels: 'Rusty Wheels Trucking',
};

// ---- time plan ---------------------------------------------------------------------------------

interface StopDraw {
  windowHours: number;
  appointmentOnly: boolean;
  jitterMinutes: number;
  isLate: boolean;
  lateMinutes: number;
  dwellMinutes: number;
}

interface Timeline {
  early: number[];
  late: (number | null)[];
  arrive: number[];
  depart: number[];
}

const ceilHour = (ms: number) => Math.ceil(ms / HOUR) * HOUR;
const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;

/** Hours on the road for a leg: 50 mph, plus a 10-hour break for every 11 hours of driving. */
function driveMs(miles: number): number {
  const hours = miles / 50;
  return Math.max(0.5, hours + Math.floor(hours / 11) * 10) * HOUR;
}

/** Windows from the planned schedule, arrivals and departures from what the truck did. */
function timeline(t0: number, legs: readonly number[], draws: readonly StopDraw[]): Timeline {
  const t: Timeline = { early: [], late: [], arrive: [], depart: [] };
  for (let k = 0; k < draws.length; k++) {
    const draw = draws[k];
    // The plan allows four hours at each stop before the drive to the next.
    const early = k === 0 ? t0 : ceilHour(t.early[k - 1] + 4 * HOUR + driveMs(legs[k - 1]));
    const late = draw.appointmentOnly ? null : early + draw.windowHours * HOUR;
    const windowEnd = late ?? early;
    const planned = draw.isLate ? windowEnd + draw.lateMinutes * MINUTE : Math.min(early + draw.jitterMinutes * MINUTE, windowEnd - 5 * MINUTE);
    const arrive = k === 0 ? planned : Math.max(planned, t.depart[k - 1] + driveMs(legs[k - 1]));
    t.early.push(early);
    t.late.push(late);
    t.arrive.push(arrive);
    t.depart.push(arrive + draw.dwellMinutes * MINUTE);
  }
  return t;
}

const shift = (t: Timeline, by: number): Timeline => ({
  early: t.early.map((v) => v + by),
  late: t.late.map((v) => (v === null ? null : v + by)),
  arrive: t.arrive.map((v) => v + by),
  depart: t.depart.map((v) => v + by),
});

const windowEnd = (t: Timeline, k: number) => t.late[k] ?? t.early[k];

// ---- the planner -------------------------------------------------------------------------------

export interface PlanInputs {
  now: Date;
  companies: Companies;
  users: Users;
  assets: CarrierAssets;
  cities: Cities;
  locations: Locations;
}

interface Draft {
  plan: ShipmentPlan;
  /** The bucket order: breaks ties of age. */
  seq: number;
}

export interface ShipmentPlans {
  shipments: ShipmentPlan[];
  trips: { key: string; id: number; createdAt: Date }[];
}

export function planShipments(inputs: PlanInputs): ShipmentPlans {
  const planner = new Planner(inputs);
  return planner.run();
}

class Planner {
  /**
   * Each load draws from its own stream (by bucket and index), so a choice that depends on the
   * clock (a date clamped to now) never shifts the lanes and stops of the loads after it.
   */
  private rng = Rng.for('shipments');
  private readonly now: number;
  private readonly drafts: Draft[] = [];
  private readonly cityList: City[];
  private readonly driverTurn = new Map<CarrierKey, number>();
  /** The going rate of each planned load, before a carrier books it. */
  private readonly marketRates = new WeakMap<ShipmentPlan, number>();
  /** Which problem each (status, variant) already got: one of each kind is enough. */
  private readonly problemKinds = new Set<string>();
  /**
   * Where the first stop sits relative to now, from the random draws alone (before rounding to
   * the hour): negative for loads that started in the past, null for loads not started yet.
   */
  private readonly nominalStart = new WeakMap<ShipmentPlan, number | null>();
  /**
   * How long before now each load was created, from the random draws alone. Creation order,
   * hence every shipment number, follows it, so the numbers do not move with the time of day.
   */
  private readonly ages = new WeakMap<ShipmentPlan, number>();

  constructor(private readonly inputs: PlanInputs) {
    this.now = inputs.now.getTime();
    this.cityList = [...inputs.cities.values()];
  }

  run(): ShipmentPlans {
    for (const trip of TRIPS) this.planTrip(trip);
    for (const bucket of BUCKETS) {
      for (let index = 0; index < bucket.count; index++) this.planSingle(bucket, index);
    }
    this.addBlueRidgeRejections();
    this.addRescindedTenders();
    return this.number();
  }

  // -- choices --

  private city(key: string): City {
    return this.inputs.cities.get(key)!;
  }

  private chooseLane(carrier: CarrierKey | null, hubBoost: boolean): [City, City] {
    const rng = this.rng;
    if (carrier && rng.chance(carrier === 'blueRidge' ? 0.5 : 0.65)) {
      const [from, to] = rng.pick(PREFERRED_LANES[carrier]);
      return [this.city(from), this.city(to)];
    }
    const origin = rng.weighted(this.cityList, (c) => c.weight * (hubBoost && LOAD_BOARD_HUBS.includes(c.key) ? 5 : 1));
    const candidates = this.cityList.filter((c) => {
      const miles = roadMiles(origin, c);
      return c.key !== origin.key && miles >= 150 && miles <= 2300;
    });
    return [origin, rng.weighted(candidates, (c) => c.weight)];
  }

  private nearby(anchor: City, exclude: readonly string[]): City {
    const near = this.cityList.filter((c) => !exclude.includes(c.key) && roadMiles(anchor, c) >= 30 && roadMiles(anchor, c) <= 320);
    return near.length > 0 ? this.rng.pick(near) : anchor;
  }

  private facilityIn(city: City, type: StopType, avoid: readonly number[]): Facility {
    const list = this.inputs.locations.byCity.get(city.key)!;
    const choices = list.filter((f) => !avoid.includes(f.id));
    const pool = choices.length > 0 ? choices : list;
    if (type === 'Pickup' && !avoid.includes(list[0].id) && this.rng.chance(0.6)) return list[0];
    return this.rng.pick(pool.length > 1 && type === 'Dropoff' ? pool.filter((f) => f.id !== list[0].id) : pool);
  }

  private stopCities(origin: City, destination: City, stopCount: number): { city: City; type: StopType }[] {
    if (stopCount === 2) return [{ city: origin, type: 'Pickup' }, { city: destination, type: 'Dropoff' }];
    const extraPickup = { city: this.nearby(origin, [destination.key]), type: 'Pickup' as const };
    const extraDrop = { city: this.nearby(destination, [origin.key]), type: 'Dropoff' as const };
    if (stopCount === 4) return [{ city: origin, type: 'Pickup' }, extraPickup, extraDrop, { city: destination, type: 'Dropoff' }];
    return this.rng.chance(0.5)
      ? [{ city: origin, type: 'Pickup' }, extraPickup, { city: destination, type: 'Dropoff' }]
      : [{ city: origin, type: 'Pickup' }, extraDrop, { city: destination, type: 'Dropoff' }];
  }

  private draws(count: number, status: ShipmentStatus): StopDraw[] {
    const rng = this.rng;
    const finished = status === S.Delivered || status === S.DeliveryConfirmed;
    return Array.from({ length: count }, (_, k) => {
      const isLate = finished && rng.chance(0.06);
      return {
        windowHours: rng.pick([2, 2, 3, 4, 4, 6]),
        appointmentOnly: k > 0 && rng.chance(0.15),
        jitterMinutes: rng.int(-45, 75),
        isLate,
        lateMinutes: rng.int(20, 240),
        // One stop in eight keeps the truck long enough for detention.
        dwellMinutes: rng.chance(0.12) ? rng.int(200, 400) : rng.int(35, 150),
      };
    });
  }

  private nextDriver(carrier: CarrierKey, demo: boolean): DriverRef {
    const drivers = this.inputs.assets.drivers[carrier];
    if (demo) return this.inputs.assets.demoDriver;
    // driver@demo.test's loads are chosen on purpose; the others rotate among the rest of the fleet.
    const pool = carrier === 'blueRidge' ? drivers.slice(1) : drivers;
    const turn = this.driverTurn.get(carrier) ?? 0;
    this.driverTurn.set(carrier, turn + 1);
    return pool[turn % pool.length];
  }

  private equipmentFor(carrier: CarrierKey, mode: EquipmentMode, driver: DriverRef): { truck: EquipmentRef; trailer: EquipmentRef } {
    const trucks = this.inputs.assets.powerUnits[carrier];
    const trailers = this.inputs.assets.trailers[carrier];
    const truck = driver.id === this.inputs.assets.demoDriver.id ? trucks[0] : trucks[1 + (driver.id % (trucks.length - 1))];
    const matching = trailers.filter((t) => t.equipmentMode === mode);
    const trailer = this.rng.pick(matching.length > 0 ? matching : trailers);
    return { truck, trailer };
  }

  private rateFor(miles: number, mode: EquipmentMode, shippingMode: 'TL' | 'LTL'): number {
    const perMile = RATE_PER_MILE_CENTS[mode] * (miles < 300 ? 1.45 : 1) * this.rng.float(0.9, 1.12);
    const truckload = Math.max(60_000, miles * perMile);
    return shippingMode === 'LTL' ? roundCents(Math.max(25_000, truckload * 0.22), 500) : roundCents(truckload, 2500);
  }

  // -- one shipment --

  private newPlan(bucket: Omit<Bucket, 'count'>, lane: [City, City] | null, tag: string): ShipmentPlan {
    const rng = this.rng;
    const { users } = this.inputs;
    const carrier = bucket.carrier;
    const customer = bucket.customer ?? rng.weighted(CUSTOMER_MIX, ([, w]) => w)[0];
    let equipmentMode = rng.weighted(EQUIPMENT_MIX[customer], ([, w]) => w)[0];
    // Blue Ridge pulls vans, reefers and flatbeds only.
    if (carrier === 'blueRidge' && equipmentMode === 'Bulk') equipmentMode = 'Dry';
    const shippingMode: 'TL' | 'LTL' = equipmentMode === 'Dry' && !lane && rng.chance(0.14) ? 'LTL' : 'TL';
    const [origin, destination] = lane ?? this.chooseLane(carrier, !!bucket.hubBoost);
    const stopCount = lane || shippingMode === 'LTL' ? 2 : rng.weighted([[2, 75], [3, 20], [4, 5]] as const, ([, w]) => w)[0];
    const cities = this.stopCities(origin, destination, stopCount);
    const used: number[] = [];
    const stops: StopPlan[] = cities.map(({ city, type }, stopNumber) => {
      const facility = this.facilityIn(city, type, used);
      used.push(facility.id);
      return {
        id: 0, orderStopId: 0, stopNumber, type, facility,
        early: new Date(0), late: null, appointment: null, arrivedAt: null, departedAt: null, packages: 0,
      };
    });
    const legs = stops.slice(1).map((stop, k) => roadMiles(stops[k].facility, stop.facility));
    const totalMiles = legs.reduce((sum, miles) => sum + miles, 0);
    const weightLbs = shippingMode === 'LTL'
      ? rng.int(12, 120) * 100
      : equipmentMode === 'Reefer' ? rng.int(300, 430) * 100 : equipmentMode === 'Bulk' ? rng.int(400, 450) * 100 : rng.int(180, 445) * 100;

    const lineItems = this.lineItems(stops, customer, weightLbs, shippingMode);
    const origination: OrderOrigination =
      bucket.status === S.Draft ? 'Portal'
        : customer === 'apex' ? rng.pick(['Portal', 'Portal', 'TmsSpot'] as const)
          : rng.weighted([['TmsContract', 60], ['TmsSpot', 30], ['Portal', 10]] as const, ([, w]) => w)[0];
    const references = this.references(customer);
    const marketRate = this.rateFor(totalMiles, equipmentMode, shippingMode);
    const requirements = [
      ...(equipmentMode === 'Reefer' ? ['Temperature Control'] : []),
      ...(equipmentMode === 'Flatbed' ? ['Tarps', 'Straps'] : []),
      ...(lineItems.some((i) => i.hazmat) ? ['Hazmat'] : []),
      ...(rng.chance(0.08) ? ['Team'] : []),
    ];
    const accessorials = [
      ...(shippingMode === 'LTL' ? ['Liftgate'] : []),
      ...(stops.some((s) => s.facility.lumpersAvailable) ? ['Lumper'] : []),
      ...(lineItems.some((i) => i.hazmat) ? ['Hazmat'] : []),
      ...(rng.chance(0.1) ? ['Driver Assist'] : []),
    ];

    const plan: ShipmentPlan = {
      tag, variant: bucket.variant,
      id: 0, number: '', orderId: 0, orderNumber: '',
      customer, carrier, status: bucket.status, origination, shippingMode, equipmentMode,
      isPartial: shippingMode === 'LTL', weightLbs, totalMiles,
      rateCents: null,
      maxBuyCents: bucket.status === S.Draft ? null : roundCents(marketRate * rng.float(1.05, 1.12), 2500),
      postedRateCents: null,
      requirements, accessorials, references,
      reeferTemperature: equipmentMode === 'Reefer' ? rng.pick([-10, 0, 34, 36, 38]) : null,
      specialInstructions: rng.chance(0.25) ? rng.pick([
        'Call 1 hour before arrival.', 'Driver must check in with the guard and present the pickup number.',
        'No early deliveries.', 'Load bars required.', 'Seal must remain intact until the receiver breaks it.',
      ]) : null,
      proNumber: null,
      lineItems, stops,
      createdAt: new Date(0),
      createdByUserId: origination === 'Portal' && customer === 'apex' ? users.broker.id : users.ops.id,
      bookedAt: null, bookedByUserId: null, dispatchedAt: null, deliveredAt: null, confirmedAt: null, voidedAt: null,
      tripKey: null, tripId: null, truckNumber: null, trailerNumber: null, drivers: [], tenders: [],
      lastLocation: null, empty: null, problems: [], activity: [], dwellMinutes: [],
    };
    this.marketRates.set(plan, marketRate);
    return plan;
  }

  private lineItems(stops: readonly StopPlan[], customer: CustomerKey, weightLbs: number, shippingMode: 'TL' | 'LTL'): LineItemPlan[] {
    const rng = this.rng;
    const pickups = stops.map((s, i) => (s.type === 'Pickup' ? i : -1)).filter((i) => i >= 0);
    const drops = stops.map((s, i) => (s.type === 'Dropoff' ? i : -1)).filter((i) => i >= 0);
    const pairs = drops.length >= pickups.length
      ? drops.map((d, n) => [pickups[Math.min(n, pickups.length - 1)], d] as const)
      : pickups.map((p, n) => [p, drops[Math.min(n, drops.length - 1)]] as const);
    return pairs.map(([pickupIndex, dropoffIndex]) => {
      const pallets = shippingMode === 'LTL' ? rng.int(1, 6) : rng.int(8, 26);
      const hazmat = customer === 'apex' && rng.chance(0.04);
      const item: LineItemPlan = {
        id: rng.uuid(),
        pickupIndex,
        dropoffIndex,
        description: hazmat ? 'Flammable liquid, n.o.s. (adhesive)' : rng.pick(COMMODITIES[customer]),
        freightClass: shippingMode === 'LTL' ? rng.pick(LTL_CLASSES) : null,
        totalWeight: Math.round(weightLbs / pairs.length),
        packageCount: pallets * rng.pick([1, 1, 20, 40]),
        palletCount: pallets,
        packagingUnitType: 'Pallet',
        height: rng.pick([48, 54, 60, 72]),
        hazmat,
      };
      stops[pickupIndex].packages += item.packageCount;
      stops[dropoffIndex].packages += item.packageCount;
      return item;
    });
  }

  private references(customer: CustomerKey): { label: string; value: string; typeId: number }[] {
    const rng = this.rng;
    const refs = [
      { label: 'PO', value: `PO-${rng.int(4_000_000, 4_999_999)}`, typeId: 1 },
      { label: 'BOL', value: `BOL${rng.int(10_000_000, 99_999_999)}`, typeId: 2 },
    ];
    if (rng.chance(0.7)) refs.push({ label: 'Pickup #', value: String(rng.int(100_000, 999_999)), typeId: 3 });
    if (customer === 'heartland') refs.push({ label: 'SO', value: `SO${rng.int(600_000, 699_999)}`, typeId: 4 });
    if (customer === 'northwind') refs.push({ label: 'Load #', value: `NW-${rng.int(20_000, 89_999)}`, typeId: 5 });
    return refs;
  }

  /** Puts the plan on the clock so that its status is true at `now`. */
  private schedule(plan: ShipmentPlan, target: Target): void {
    const rng = this.rng;
    const now = this.now;
    const draws = this.draws(plan.stops.length, plan.status);
    const legs = plan.stops.slice(1).map((stop, k) => roadMiles(plan.stops[k].facility, stop.facility));
    const rel = timeline(0, legs, draws);
    const last = plan.stops.length - 1;
    const origin = plan.stops[0].facility;

    let t0: number;
    let nominal: number | null = null;
    let accept: (t: Timeline) => boolean = () => true;
    let legIndex = 0;
    let stopIndex = 0;
    switch (target.kind) {
      case 'at':
        t0 = target.t0;
        nominal = target.offset !== undefined && target.offset < 0 ? target.offset : null;
        break;
      case 'future': {
        let day = rng.int(target.minDays, target.maxDays);
        const hour = rng.int(6, 15);
        t0 = atLocalTime(new Date(now), day, hour, 0, origin.ianaTimezone).getTime();
        while (t0 < now + target.minLeadHours * HOUR) t0 = atLocalTime(new Date(now), ++day, hour, 0, origin.ianaTimezone).getTime();
        break;
      }
      case 'soon':
        t0 = ceilHour(now + rng.int(2, 18) * HOUR);
        break;
      case 'pickupOverdue': {
        const by = rng.int(target.minHours * 60, target.maxHours * 60) * MINUTE;
        nominal = -by - (windowEnd(rel, 0) - rel.early[0]);
        t0 = floorHour(now + nominal);
        accept = (t) => windowEnd(t, 0) <= now - HOUR / 2;
        break;
      }
      case 'inTransit': {
        // On the longest leg: a short hop between two stops in one metro leaves no time to be under way.
        legIndex = legs.indexOf(Math.max(...legs));
        const gap = rel.arrive[legIndex + 1] - rel.depart[legIndex];
        if (target.overdue) {
          const by = rng.int(60, 300) * MINUTE;
          nominal = -by - windowEnd(rel, legIndex + 1);
          t0 = floorHour(now + nominal);
          accept = (t) => t.depart[legIndex] <= now - 10 * MINUTE && windowEnd(t, legIndex + 1) <= now - 30 * MINUTE;
        } else {
          nominal = -rel.depart[legIndex] - Math.round(gap * rng.float(0.15, 0.6));
          t0 = floorHour(now + nominal);
          // Still on time hours from now, so the load does not turn overdue while tests run on a snapshot.
          accept = (t) => t.depart[legIndex] <= now - 10 * MINUTE && t.arrive[legIndex + 1] >= now + 45 * MINUTE && windowEnd(t, legIndex + 1) >= now + 2 * HOUR;
        }
        break;
      }
      case 'atStop': {
        // Long waits happen at the receiver; the first 'recent' one waits at its pickup.
        stopIndex = target.long ? last : (target.stopIndex ?? rng.int(0, last));
        const ago = target.long ? rng.int(26 * 60, 40 * 60) * MINUTE : rng.int(30, 6 * 60) * MINUTE;
        nominal = -ago - rel.arrive[stopIndex];
        t0 = floorHour(now + nominal);
        accept = target.long
          ? (t) => t.arrive[stopIndex] <= now - 25 * HOUR && t.arrive[stopIndex] >= now - 48 * HOUR
          : (t) => t.arrive[stopIndex] <= now - 20 * MINUTE && t.arrive[stopIndex] >= now - 8 * HOUR;
        break;
      }
      case 'finished':
        nominal = -target.ago - rel.depart[last];
        t0 = floorHour(now + nominal);
        accept = (t) => t.depart[last] <= now - HOUR;
        break;
    }
    this.nominalStart.set(plan, nominal);
    // Hour-aligned starts keep every window on the hour; step a few hours either way until the status holds.
    let t = shift(rel, t0);
    for (const step of [0, 1, -1, 2, -2, 3, -3, 4, -4]) {
      t = shift(rel, t0 + step * HOUR);
      if (accept(t)) break;
      if (step === -4) throw new Error(`seed: cannot place ${plan.tag} at now`);
    }

    const arrivedThrough = // the last stop index with an arrival
      plan.status === S.Delivered || plan.status === S.DeliveryConfirmed ? last
        : plan.status === S.InTransit ? legIndex
          : plan.status === S.AtStop ? stopIndex
            : -1;
    const departedThrough = plan.status === S.AtStop ? stopIndex - 1 : arrivedThrough;
    plan.stops.forEach((stop, k) => {
      stop.early = new Date(t.early[k]);
      stop.late = t.late[k] === null ? null : new Date(t.late[k]!);
      stop.appointment = draws[k].appointmentOnly ? new Date(t.early[k]) : null;
      stop.arrivedAt = k <= arrivedThrough ? new Date(t.arrive[k]) : null;
      stop.departedAt = k <= departedThrough ? new Date(t.depart[k]) : null;
    });
    plan.dwellMinutes = plan.stops.filter((s) => s.departedAt).map((s) => Math.round((s.departedAt!.getTime() - s.arrivedAt!.getTime()) / MINUTE));
    if (plan.status === S.InTransit) {
      const from = plan.stops[legIndex].facility;
      const to = plan.stops[legIndex + 1].facility;
      const at = Math.max(t.depart[legIndex] + 5 * MINUTE, now - rng.int(5, 40) * MINUTE);
      const progress = Math.min(0.95, (at - t.depart[legIndex]) / (t.arrive[legIndex + 1] - t.depart[legIndex]));
      plan.lastLocation = {
        latitude: Math.round((from.latitude + (to.latitude - from.latitude) * progress) * 1e5) / 1e5,
        longitude: Math.round((from.longitude + (to.longitude - from.longitude) * progress) * 1e5) / 1e5,
        at: new Date(at),
        description: `En route to ${to.city}, ${to.state}: ${Math.round(roadMiles(from, to) * (1 - progress))} mi out`,
      };
    } else if (plan.status === S.AtStop) {
      const stop = plan.stops[stopIndex];
      const at = Math.max(stop.arrivedAt!.getTime() + 5 * MINUTE, now - rng.int(5, 30) * MINUTE);
      plan.lastLocation = { latitude: stop.facility.latitude, longitude: stop.facility.longitude, at: new Date(at), description: `At ${stop.facility.name}, ${stop.facility.city}, ${stop.facility.state}` };
    } else if (plan.status === S.Delivered || plan.status === S.DeliveryConfirmed) {
      // The last stop event put the truck there, as the shipments module records it.
      const stop = plan.stops[last];
      plan.lastLocation = { latitude: stop.facility.latitude, longitude: stop.facility.longitude, at: stop.departedAt!, description: '' };
    } else if (plan.status === S.Dispatched) {
      const at = now - rng.int(10, 50) * MINUTE;
      plan.lastLocation = {
        latitude: Math.round((origin.latitude + rng.float(-0.3, 0.3)) * 1e5) / 1e5,
        longitude: Math.round((origin.longitude + rng.float(-0.3, 0.3)) * 1e5) / 1e5,
        at: new Date(at),
        description: `Heading to pickup in ${origin.city}, ${origin.state}`,
      };
    }
  }

  private planSingle(bucket: Bucket, index: number): void {
    const rng = this.rng;
    const tag = `${bucket.carrier ?? 'open'}:${bucket.status}:${bucket.variant}${bucket.tenderBlueRidge ? ':blueRidge' : ''}`;
    this.rng = Rng.for(`shipments:${tag}:${index}`);
    const plan = this.newPlan(bucket, null, tag);
    const status = bucket.status;
    const finishedSpread = (minDays: number, maxDays: number) =>
      (minDays + (maxDays - minDays) * (index / Math.max(1, bucket.count - 1))) * DAY + rng.int(0, 10) * HOUR;
    let target: Target;
    switch (status) {
      case S.Draft: target = { kind: 'future', minDays: 3, maxDays: 14, minLeadHours: 24 }; break;
      case S.ReadyToBook: target = { kind: 'future', minDays: 1, maxDays: 10, minLeadHours: 12 }; break;
      case S.Tendering: target = { kind: 'future', minDays: 1, maxDays: 6, minLeadHours: 12 }; break;
      case S.Booked: target = bucket.variant === 'overdue' ? { kind: 'pickupOverdue', minHours: 2, maxHours: 30 } : { kind: 'future', minDays: 0, maxDays: 6, minLeadHours: 3 }; break;
      case S.Dispatched: target = bucket.variant === 'overdue' ? { kind: 'pickupOverdue', minHours: 1, maxHours: 4 } : { kind: 'soon' }; break;
      case S.InTransit: target = { kind: 'inTransit', overdue: bucket.variant === 'overdue' }; break;
      case S.AtStop: target = { kind: 'atStop', long: bucket.variant === 'long', stopIndex: index === 0 ? 0 : undefined }; break;
      case S.Delivered: target = { kind: 'finished', ago: index < 4 ? rng.int(2, 20) * HOUR : finishedSpread(1, 10) }; break;
      case S.DeliveryConfirmed: target = { kind: 'finished', ago: finishedSpread(6, 125) }; break;
      default: {
        // Voided: the pickup was (or would have been) between 20 days ago and 10 days ahead.
        const offset = rng.int(-20, 10) * DAY + rng.int(-6, 6) * HOUR;
        target = { kind: 'at', t0: floorHour(this.now) + offset, offset };
      }
    }
    this.schedule(plan, target);
    this.finish(plan, {
      demoDriver: index < (bucket.demoDriver ?? 0),
      tenderBlueRidge: !!bucket.tenderBlueRidge,
      alsoTenderOthers: index < (bucket.alsoTenderOthers ?? 0),
      index,
    });
    this.drafts.push({ plan, seq: this.drafts.length });
  }

  private planTrip(trip: (typeof TRIPS)[number]): void {
    this.rng = Rng.for(`shipments:trip:${trip.key}`);
    const plans: ShipmentPlan[] = [];
    for (let n = 0; n + 1 < trip.cities.length; n++) {
      const lane: [City, City] = [this.city(trip.cities[n]), this.city(trip.cities[n + 1])];
      const plan = this.newPlan({ carrier: 'blueRidge', status: trip.status, variant: trip.variant, customer: undefined }, lane, `blueRidge:${trip.status}:trip`);
      plan.equipmentMode = 'Dry';
      plan.requirements = plan.requirements.filter((r) => r !== 'Temperature Control' && r !== 'Tarps' && r !== 'Straps');
      plan.reeferTemperature = null;
      plan.tripKey = trip.key;
      plans.push(plan);
    }
    // Place the chain: each load picks up three hours after the previous one left its last stop.
    const firstTarget: Target =
      trip.status === S.Booked ? { kind: 'future', minDays: 1, maxDays: 3, minLeadHours: 12 }
        : { kind: 'finished', ago: (trip.status === S.DeliveryConfirmed ? 170 : 2) * DAY };
    if (firstTarget.kind === 'finished') {
      // Place the first load early enough for the whole chain to finish `ago` before now.
      let total = 0;
      for (const plan of plans) {
        const legs = plan.stops.slice(1).map((stop, k) => roadMiles(plan.stops[k].facility, stop.facility));
        total += legs.reduce((sum, miles) => sum + driveMs(miles) + 5 * HOUR, 3 * HOUR);
      }
      this.schedule(plans[0], { kind: 'finished', ago: firstTarget.ago + total });
    } else {
      this.schedule(plans[0], firstTarget);
    }
    for (let n = 1; n < plans.length; n++) {
      const previous = plans[n - 1];
      const previousEnd = previous.stops[previous.stops.length - 1];
      const start = ceilHour((previousEnd.departedAt ?? previousEnd.late ?? previousEnd.early).getTime() + 3 * HOUR);
      this.schedule(plans[n], { kind: 'at', t0: start });
    }
    plans.forEach((plan, n) => {
      this.finish(plan, {
        demoDriver: trip.demoDriver, tenderBlueRidge: false, alsoTenderOthers: false, index: n,
        sameDriverAs: n > 0 ? plans[0] : undefined, previous: n > 0 ? plans[n - 1] : undefined,
      });
      this.drafts.push({ plan, seq: this.drafts.length });
    });
  }

  /** Dates, booking, equipment, tenders and the activity story, once the stops are on the clock. */
  private finish(plan: ShipmentPlan, options: FinishOptions): void {
    const rng = this.rng;
    const now = this.now;
    const { users, companies } = this.inputs;
    const marketRate = this.marketRates.get(plan)!;
    const first = plan.stops[0];
    const lastStop = plan.stops[plan.stops.length - 1];
    const t0 = first.early.getTime();

    // Loads that started were created some time before their pickup; loads still ahead in the
    // last three days; a trip's later loads right after its first one.
    const lead = rng.int(18 * 60, 5 * 24 * 60) * MINUTE;
    const recent = rng.int(3 * 60, 72 * 60) * MINUTE;
    const afterPrevious = rng.int(5, 60) * MINUTE;
    const nominal = this.nominalStart.get(plan) ?? null;
    const age = options.previous ? this.ages.get(options.previous)! - afterPrevious : nominal !== null ? lead - nominal : recent;
    this.ages.set(plan, age);
    plan.createdAt = new Date(floorToMinute(now - age));

    // Loads with a carrier were booked, the voided ones too (before the customer cancelled).
    const carrierUser = plan.carrier ? users.byCarrier[plan.carrier][0] : null;
    if (plan.carrier) {
      const lo = plan.createdAt.getTime() + 30 * MINUTE;
      const hi = Math.min(t0 - 3 * HOUR, now - 15 * MINUTE);
      const fraction = rng.float(0.05, 0.6);
      plan.bookedAt = new Date(floorToMinute(hi > lo ? lo + (hi - lo) * fraction : lo));
      plan.bookedByUserId = plan.carrier === 'blueRidge' && rng.chance(0.25) ? users.carrierAdmin.id : carrierUser!.id;
      plan.rateCents = plan.shippingMode === 'LTL' ? marketRate : roundCents(marketRate * rng.float(0.94, 1.04), 2500);
      if (plan.maxBuyCents !== null && plan.maxBuyCents < plan.rateCents) plan.maxBuyCents = plan.rateCents + 500;
      if (plan.shippingMode === 'LTL') plan.proNumber = `PRO${rng.int(10_000_000, 99_999_999)}`;
    }
    if (plan.status === S.ReadyToBook || plan.status === S.Tendering) {
      plan.postedRateCents = roundCents(marketRate * rng.float(0.92, 1.0), 2500);
    }

    const active = plan.status >= S.Booked;
    if (active && plan.carrier) {
      // Half of Blue Ridge's future bookings have no driver yet.
      const assignDriver = plan.carrier !== 'blueRidge' || plan.status !== S.Booked || options.demoDriver || !!plan.tripKey || options.index % 2 === 0 || plan.variant === 'overdue';
      if (assignDriver) {
        const driver = options.sameDriverAs?.drivers[0] ?? this.nextDriver(plan.carrier, options.demoDriver);
        const { truck, trailer } = this.equipmentFor(plan.carrier, plan.equipmentMode, driver);
        plan.drivers = [driver];
        plan.truckNumber = options.sameDriverAs?.truckNumber ?? truck.unitNumber;
        plan.trailerNumber = options.sameDriverAs?.trailerNumber ?? trailer.unitNumber;
      }
      if (plan.status >= S.Dispatched) {
        const lo = plan.bookedAt!.getTime() + 10 * MINUTE;
        const hi = Math.min((first.arrivedAt ?? first.early).getTime() - 30 * MINUTE, now - 5 * MINUTE);
        const fraction = rng.float(0.3, 0.9);
        plan.dispatchedAt = new Date(floorToMinute(hi > lo ? lo + (hi - lo) * fraction : lo));
      }
      if (plan.status === S.Dispatched || (plan.status === S.Booked && plan.carrier === 'blueRidge' && options.index % 3 === 0)) {
        plan.empty = {
          city: first.facility.city, state: first.facility.state, postalCode: first.facility.postalCode,
          at: new Date(floorToMinute(first.early.getTime() - rng.int(2, 6) * HOUR)),
        };
      }
    }
    if (plan.status === S.Delivered || plan.status === S.DeliveryConfirmed) plan.deliveredAt = lastStop.departedAt;
    if (plan.status === S.DeliveryConfirmed) {
      plan.confirmedAt = new Date(floorToMinute(Math.min(plan.deliveredAt!.getTime() + rng.int(6, 72) * HOUR, now - 30 * MINUTE)));
    }
    if (plan.status === S.Voided) {
      const after = (plan.bookedAt ?? plan.createdAt).getTime();
      plan.voidedAt = new Date(floorToMinute(Math.min(after + rng.int(2, 72) * HOUR, now - 30 * MINUTE, Math.max(after + 10 * MINUTE, t0 - HOUR))));
    }

    this.planTenders(plan, options);
    this.planProblems(plan);
    this.planActivity(plan, companies);
  }

  private planTenders(plan: ShipmentPlan, options: FinishOptions): void {
    const rng = this.rng;
    const now = this.now;
    const created = plan.createdAt.getTime();
    const tender = (carrier: CarrierKey, status: TenderOfferStatus, sentAt: number, respondedAt: number | null, extra: Partial<TenderPlan> = {}): TenderPlan => ({
      id: 0, carrier, status,
      rateCents: plan.rateCents ?? plan.postedRateCents ?? plan.maxBuyCents ?? 100_000,
      sentAt: new Date(floorToMinute(sentAt)),
      expiresAt: new Date(floorToMinute(Math.max(sentAt + rng.int(4, 24) * HOUR, (respondedAt ?? 0) + HOUR))),
      respondedAt: respondedAt === null ? null : new Date(floorToMinute(respondedAt)),
      rejectReason: null, notes: null, withdrawnAt: null,
      ...extra,
    });

    if (plan.status === S.Tendering) {
      const sentAt = Math.max(created + 5 * MINUTE, now - rng.int(60, 20 * 60) * MINUTE);
      const expiresAt = new Date(floorToMinute(now + rng.int(3, 40) * HOUR));
      const to: CarrierKey[] = options.tenderBlueRidge
        ? ['blueRidge', ...(options.alsoTenderOthers ? [rng.pick(OTHER_CARRIERS)] : [])]
        : rng.shuffle(OTHER_CARRIERS).slice(0, rng.int(1, 2));
      to.forEach((carrier, n) => plan.tenders.push({ ...tender(carrier, TenderOfferStatus.Sent, sentAt + n * 7 * MINUTE, null), expiresAt }));
      return;
    }
    const contract = plan.origination === 'TmsContract' && plan.carrier && plan.bookedAt;
    if (!contract) return;
    const bookedAt = plan.bookedAt!.getTime();
    const acceptedSent = Math.max(created + 10 * MINUTE, bookedAt - rng.int(20, 300) * MINUTE);
    const rejectedFirst = rng.chance(0.3);
    const others = (['blueRidge', ...OTHER_CARRIERS] as CarrierKey[]).filter((c) => c !== plan.carrier);
    const rejectedBy = rng.pick(others);
    const reason = rng.pick(REJECT_REASONS);
    const answerMinutes = rng.int(10, 180);
    if (rejectedFirst && acceptedSent - created > 40 * MINUTE) {
      const sent = created + 5 * MINUTE;
      const responded = Math.min(sent + answerMinutes * MINUTE, acceptedSent - 5 * MINUTE);
      plan.tenders.push(tender(rejectedBy, TenderOfferStatus.Rejected, sent, responded, { rejectReason: reason }));
    }
    const voidedBooking = plan.status === S.Voided;
    plan.tenders.push(
      tender(plan.carrier!, voidedBooking ? TenderOfferStatus.BookingRescinded : TenderOfferStatus.Accepted, acceptedSent, bookedAt, {
        notes: voidedBooking ? 'Booking rescinded: the customer cancelled the order.' : null,
        withdrawnAt: voidedBooking ? plan.voidedAt : null,
      }),
    );
  }

  private planProblems(plan: ShipmentPlan): void {
    const { users } = this.inputs;
    if (plan.carrier !== 'blueRidge' && !(plan.carrier === 'greatLakes' && plan.status === S.InTransit)) return;
    const reporter = plan.drivers[0]?.userId ?? users.dispatch.id;
    const key = `${plan.carrier}:${plan.status}:${plan.variant}`;
    if (this.problemKinds.has(key)) return;
    this.problemKinds.add(key);
    const stopArrival = (k: number) => plan.stops[k].arrivedAt?.getTime() ?? plan.stops[k].early.getTime();
    if (plan.status === S.InTransit && plan.variant === 'overdue') {
      const at = plan.lastLocation!.at.getTime() - 2 * HOUR;
      plan.problems.push({ type: 'Breakdown', description: 'Tractor breakdown on the interstate; road service on site, repair ETA 3 hours.', reportedByUserId: reporter, at: new Date(floorToMinute(at)), resolvedAt: null });
    } else if (plan.status === S.InTransit && plan.carrier === 'greatLakes') {
      plan.problems.push({ type: 'Weather Delay', description: 'Lake-effect snow; chain law in effect, driver holding at a truck stop.', reportedByUserId: this.inputs.users.byCarrier.greatLakes[0].id, at: new Date(floorToMinute(plan.lastLocation!.at.getTime() - HOUR)), resolvedAt: null });
    } else if (plan.status === S.AtStop && plan.variant === 'long') {
      const k = plan.stops.findIndex((s) => s.arrivedAt && !s.departedAt);
      plan.problems.push({ type: 'Delayed at Facility', description: 'Receiver has no doors available; told to wait for a door overnight.', reportedByUserId: reporter, at: new Date(floorToMinute(stopArrival(k) + 3 * HOUR)), resolvedAt: null });
    } else if (plan.status === S.Booked && plan.variant === 'overdue') {
      plan.problems.push({ type: 'Late Pickup', description: 'Driver running late from the previous delivery; new ETA sent to the shipper.', reportedByUserId: users.dispatch.id, at: new Date(floorToMinute(plan.stops[0].early.getTime() - HOUR)), resolvedAt: null });
    } else if (plan.status === S.Delivered) {
      const last = plan.stops.length - 1;
      plan.problems.push({ type: 'OS&D', description: 'Two pallets damaged at delivery; receiver noted the exception on the BOL.', reportedByUserId: reporter, at: new Date(floorToMinute(stopArrival(last) + 30 * MINUTE)), resolvedAt: plan.stops[last].departedAt });
    }
  }

  private planActivity(plan: ShipmentPlan, companies: Companies): void {
    const { users } = this.inputs;
    const out = plan.activity;
    let status: number | null = null;
    const push = (kind: string, description: string, at: Date | number, after: number | null, extra: Partial<ActivityPlan> = {}) => {
      out.push({
        kind, description, statusBefore: after === null ? null : status, statusAfter: after,
        stopIndex: null, userId: users.ops.id, city: null, state: null, latitude: null, longitude: null,
        at: new Date(typeof at === 'number' ? at : at.getTime()),
        ...extra,
      });
      if (after !== null) status = after;
    };
    const carrierName = plan.carrier ? CARRIER_NAMES[plan.carrier] : '';
    const carrierUserId = plan.bookedByUserId ?? (plan.carrier ? users.byCarrier[plan.carrier][0].id : null);
    const stopUserId = plan.drivers[0]?.userId ?? carrierUserId;
    const origin = plan.stops[0].facility;
    const destination = plan.stops[plan.stops.length - 1].facility;

    push('Created', plan.status === S.Draft
      ? `Draft created for ${companies[plan.customer].name}`
      : `Shipment created: ${origin.city}, ${origin.state} to ${destination.city}, ${destination.state}`, plan.createdAt, plan.status === S.Draft ? S.Draft : S.ReadyToBook, { userId: plan.createdByUserId });

    // Tender events interleave by time with the rest; collect and sort at the end.
    for (const tender of plan.tenders) {
      const name = CARRIER_NAMES[tender.carrier];
      push('Tendered', `Tendered to ${name} at ${money(tender.rateCents)}`, tender.sentAt, null);
      if (tender.status === TenderOfferStatus.Rejected) {
        push('TenderRejected', `Tender rejected by ${name}: ${tender.rejectReason}`, tender.respondedAt!, null, { userId: this.inputs.users.byCarrier[tender.carrier][0].id });
      }
    }
    if (plan.bookedAt) {
      const how = plan.tenders.some((t) => t.carrier === plan.carrier && t.status !== TenderOfferStatus.Rejected)
        ? 'Tender accepted and booked'
        : plan.origination === 'TmsSpot' ? 'Booked at the spot rate' : 'Booked';
      push('Booked', `${how} by ${carrierName} at ${money(plan.rateCents!)}`, plan.bookedAt, S.Booked, { userId: plan.bookedByUserId });
    }
    if (plan.drivers.length > 0 && plan.bookedAt) {
      const driver = plan.drivers[0];
      push('DriverAssigned', `Driver ${driver.firstName} ${driver.lastName} assigned; truck ${plan.truckNumber}, trailer ${plan.trailerNumber}`, plan.bookedAt.getTime() + 5 * MINUTE, null, { userId: carrierUserId });
    }
    if (plan.dispatchedAt) {
      push('Dispatched', `Dispatched to ${origin.name}, ${origin.city}, ${origin.state}`, plan.dispatchedAt, S.Dispatched, { userId: carrierUserId });
    }
    const last = plan.stops.length - 1;
    plan.stops.forEach((stop, k) => {
      const where = { stopIndex: k, city: stop.facility.city, state: stop.facility.state, latitude: stop.facility.latitude, longitude: stop.facility.longitude, userId: stopUserId };
      // Kinds and wording as the shipments module records stop events.
      if (stop.arrivedAt) push('Arrival', `Arrived at ${stop.facility.name}`, stop.arrivedAt, S.AtStop, where);
      if (stop.departedAt) {
        push('Departure', `Departed ${stop.facility.name}${k === last ? '; delivered' : ''}`, stop.departedAt, k === last ? S.Delivered : S.InTransit, where);
        if (k === last) push('Delivered', `Delivered to ${stop.facility.name}, ${stop.facility.city}, ${stop.facility.state}`, stop.departedAt.getTime() + 1000, null, where);
      }
    });
    if (plan.lastLocation && plan.lastLocation.description) {
      push('LocationUpdate', plan.lastLocation.description, plan.lastLocation.at, null, {
        userId: null, latitude: plan.lastLocation.latitude, longitude: plan.lastLocation.longitude,
      });
    }
    for (const problem of plan.problems) {
      push('Problem', `Problem reported: ${problem.type} - ${problem.description}`, problem.at, null, { userId: problem.reportedByUserId });
    }
    if (plan.confirmedAt) push('DeliveryConfirmed', 'Delivery confirmed; paperwork received', plan.confirmedAt, S.DeliveryConfirmed);
    const rescinded = plan.tenders.find((t) => t.status === TenderOfferStatus.BookingRescinded);
    if (rescinded) push('BookingRescinded', `Booking rescinded from ${carrierName}`, plan.voidedAt!.getTime() - MINUTE, null);
    if (plan.voidedAt) push('Voided', 'Shipment voided: order cancelled by the customer', plan.voidedAt, S.Voided);

    restate(plan, this.now);
  }

  /** Blue Ridge turned down some of the loads other carriers then took. */
  private addBlueRidgeRejections(): void {
    const rng = Rng.for('shipments:rejections');
    const { users } = this.inputs;
    const candidates = this.drafts
      .map((d) => d.plan)
      .filter((p) => p.carrier && p.carrier !== 'blueRidge' && p.status >= S.Booked && p.tenders.some((t) => t.status === TenderOfferStatus.Accepted) && !p.tenders.some((t) => t.status === TenderOfferStatus.Rejected));
    for (const plan of candidates.slice(0, 8)) {
      const accepted = plan.tenders.find((t) => t.status === TenderOfferStatus.Accepted)!;
      const sent = Math.max(plan.createdAt.getTime() + 5 * MINUTE, accepted.sentAt.getTime() - rng.int(60, 240) * MINUTE);
      if (sent >= accepted.sentAt.getTime() - 10 * MINUTE) continue;
      const responded = Math.min(sent + rng.int(5, 90) * MINUTE, accepted.sentAt.getTime() - 5 * MINUTE);
      const reason = rng.pick(REJECT_REASONS);
      plan.tenders.unshift({
        id: 0, carrier: 'blueRidge', status: TenderOfferStatus.Rejected, rateCents: accepted.rateCents,
        sentAt: new Date(floorToMinute(sent)), expiresAt: new Date(floorToMinute(sent + 6 * HOUR)),
        respondedAt: new Date(floorToMinute(responded)), rejectReason: reason, notes: null, withdrawnAt: null,
      });
      this.insertActivity(plan, [
        { kind: 'Tendered', description: `Tendered to ${CARRIER_NAMES.blueRidge} at ${money(accepted.rateCents)}`, at: new Date(floorToMinute(sent)), userId: users.ops.id },
        { kind: 'TenderRejected', description: `Tender rejected by ${CARRIER_NAMES.blueRidge}: ${reason}`, at: new Date(floorToMinute(responded)), userId: users.dispatch.id },
      ]);
    }
  }

  /** Tenders to Blue Ridge the brokerage pulled back; the loads went back to the board. */
  private addRescindedTenders(): void {
    const rng = Rng.for('shipments:rescinded');
    const { users } = this.inputs;
    const boardLoads = this.drafts.map((d) => d.plan).filter((p) => p.status === S.ReadyToBook && p.tenders.length === 0);
    for (const plan of boardLoads.filter((_, n) => n % 37 === 5).slice(0, 4)) {
      const sent = plan.createdAt.getTime() + 20 * MINUTE;
      const withdrawn = Math.min(sent + rng.int(60, 300) * MINUTE, this.now - 10 * MINUTE);
      if (withdrawn <= sent) continue;
      plan.tenders.push({
        id: 0, carrier: 'blueRidge', status: TenderOfferStatus.Rescinded, rateCents: plan.postedRateCents!,
        sentAt: new Date(floorToMinute(sent)), expiresAt: new Date(floorToMinute(sent + 12 * HOUR)),
        respondedAt: null, rejectReason: null, notes: 'Tender rescinded: the customer moved the pickup date.',
        withdrawnAt: new Date(floorToMinute(withdrawn)),
      });
      this.insertActivity(plan, [
        { kind: 'Tendered', description: `Tendered to ${CARRIER_NAMES.blueRidge} at ${money(plan.postedRateCents!)}`, at: new Date(floorToMinute(sent)), userId: users.ops.id },
        { kind: 'TenderRescinded', description: `Tender to ${CARRIER_NAMES.blueRidge} rescinded; back on the load board`, at: new Date(floorToMinute(withdrawn)), userId: users.ops.id },
      ]);
    }
  }

  private insertActivity(plan: ShipmentPlan, rows: { kind: string; description: string; at: Date; userId: number }[]): void {
    for (const row of rows) {
      plan.activity.push({
        kind: row.kind, description: row.description, statusBefore: null, statusAfter: null,
        stopIndex: null, userId: row.userId, city: null, state: null, latitude: null, longitude: null, at: row.at,
      });
    }
    restate(plan, this.now);
  }

  /** Creation order gives the numbers: 4100001 is the oldest load. */
  private number(): ShipmentPlans {
    const ordered = [...this.drafts].sort((a, b) => this.ages.get(b.plan)! - this.ages.get(a.plan)! || a.seq - b.seq);
    const shipments = ordered.map((d) => d.plan);
    let stopId = 0;
    let tenderId = 0;
    const trips = new Map<string, { key: string; id: number; createdAt: Date }>();
    shipments.forEach((plan, index) => {
      plan.id = index + 1;
      plan.number = String(4_100_001 + index);
      plan.orderId = index + 1;
      plan.orderNumber = `ORD-${2_100_001 + index}`;
      for (const stop of plan.stops) {
        stop.id = ++stopId;
        stop.orderStopId = stopId;
      }
      if (plan.tripKey) {
        let trip = trips.get(plan.tripKey);
        if (!trip) {
          trip = { key: plan.tripKey, id: trips.size + 1, createdAt: plan.createdAt };
          trips.set(plan.tripKey, trip);
        }
        plan.tripId = trip.id;
      }
    });
    // Tender ids follow the time they were sent.
    const allTenders = shipments.flatMap((p) => p.tenders).sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
    for (const tender of allTenders) tender.id = ++tenderId;
    return { shipments, trips: [...trips.values()] };
  }
}

interface FinishOptions {
  demoDriver: boolean;
  tenderBlueRidge: boolean;
  alsoTenderOthers: boolean;
  index: number;
  /** Later loads of a trip keep the first load's driver and equipment. */
  sameDriverAs?: ShipmentPlan;
  /** Later loads of a trip are created just after the load before them. */
  previous?: ShipmentPlan;
}

/**
 * Puts the story in time order and writes the status each event moved the load from and to.
 * Tender events move the status by what they mean: a tender makes the load Tendering, a rejection
 * or a rescinded tender puts it back on the board.
 */
function restate(plan: ShipmentPlan, now: number): void {
  const rows = plan.activity;
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  let current: number | null = null;
  for (const row of rows) {
    let after = row.statusAfter;
    if (row.kind === 'Tendered') after = current === S.Tendering ? null : S.Tendering;
    if (row.kind === 'TenderRejected' || row.kind === 'TenderRescinded') after = S.ReadyToBook;
    row.statusAfter = after;
    row.statusBefore = after === null ? null : current;
    if (after !== null) current = after;
  }
  if (current !== plan.status) throw new Error(`seed: the story of ${plan.tag} ends in status ${current}, not ${plan.status}`);
  if (rows[rows.length - 1].at.getTime() > now) throw new Error(`seed: the story of ${plan.tag} runs into the future`);
}

type Target =
  | { kind: 'at'; t0: number; offset?: number }
  | { kind: 'future'; minDays: number; maxDays: number; minLeadHours: number }
  | { kind: 'soon' }
  | { kind: 'pickupOverdue'; minHours: number; maxHours: number }
  | { kind: 'inTransit'; overdue: boolean }
  | { kind: 'atStop'; long: boolean; stopIndex?: number }
  | { kind: 'finished'; ago: number };

function floorToMinute(ms: number): number {
  return Math.floor(ms / MINUTE) * MINUTE;
}

export function money(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

// ---- what the TMS derives from the stops ---------------------------------------------------------

const windowEndOf = (stop: { early: Date; late: Date | null }) => stop.late ?? stop.early;

/** The next stop a booked load still has to reach: its window end is when it is due. */
export function nextStopDueAt(status: number, stops: readonly StopPlan[]): Date | null {
  if (status < S.Booked || status > S.AtStop) return null;
  const next = stops.find((stop) => stop.arrivedAt === null);
  return next ? windowEndOf(next) : null;
}

export function isOnTime(status: number, stops: readonly StopPlan[], now: Date): boolean | null {
  if (status < S.Booked) return null;
  const arrivedOnTime = stops.every((stop) => stop.arrivedAt === null || stop.arrivedAt.getTime() <= windowEndOf(stop).getTime());
  if (status >= S.Delivered) return arrivedOnTime;
  const due = nextStopDueAt(status, stops);
  return arrivedOnTime && (due === null || due.getTime() >= now.getTime());
}
