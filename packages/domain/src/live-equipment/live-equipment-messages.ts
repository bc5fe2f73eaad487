import { defineMessages } from '../common/message-codes';

/** What the server tells a carrier posting a truck or keeping a saved lane (common/message-codes.ts). */
export const LIVE_EQUIPMENT_MESSAGES = defineMessages('liveEquipment', {
  whereIsTheTruck: 'Where is the truck?',
  destinationNeedsPlace: 'A desired destination needs a place',
  laneNeedsOrigin: 'A saved lane needs an origin',
  giveLaneOrigin: 'Give an origin city and state, or a postal code',
});
