import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The z token (zone abbreviation) comes from advancedFormat, reading the zone set by timezone.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/**
 * dayjs with the zone plugins the portal's forms and pages use (`.tz()`, the `z` token). Import it
 * from here, not from 'dayjs': the first load formats dates without dayjs (date-time.ts), so no
 * module of it extends dayjs for the others any more.
 */
export default dayjs;
