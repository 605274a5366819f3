import { addDays, type PlainDate } from './plain-date.ts';
import type { CalendarDay } from './working-days.ts';

export interface HolidaySeed extends CalendarDay { name: string; nameEn: string }

const span = (from: PlainDate, days: number, name: string, nameEn: string): HolidaySeed[] =>
  Array.from({ length: days }, (_, i) => ({ day: addDays(from, i), kind: 'holiday' as const, name, nameEn }));
const work = (day: PlainDate, name: string, nameEn: string): HolidaySeed => ({ day, kind: 'workday', name: `${name}调休上班`, nameEn: `${nameEn} (working day)` });

/**
 * China's public holidays and adjusted working days (调休) as the State Council's General Office announced them:
 * 2024 国办发明电〔2023〕7号, 2025 国办发明电〔2024〕12号, 2026 国办发明电〔2025〕7号. 2027 is provisional: the statutory
 * days of 全国年节及纪念日放假办法 (2024 revision) on 2027's dates, without the adjusted schedule, which the notice
 * of late 2026 fixes; administrators edit the tenant's calendar (table holiday_calendar) when it is out.
 */
export const CHINA_HOLIDAYS: readonly HolidaySeed[] = [
  // 2024
  ...span('2024-01-01', 1, '元旦', "New Year's Day"),
  ...span('2024-02-10', 8, '春节', 'Spring Festival'), work('2024-02-04', '春节', 'Spring Festival'), work('2024-02-18', '春节', 'Spring Festival'),
  ...span('2024-04-04', 3, '清明节', 'Qingming Festival'), work('2024-04-07', '清明节', 'Qingming Festival'),
  ...span('2024-05-01', 5, '劳动节', 'Labour Day'), work('2024-04-28', '劳动节', 'Labour Day'), work('2024-05-11', '劳动节', 'Labour Day'),
  ...span('2024-06-10', 1, '端午节', 'Dragon Boat Festival'),
  ...span('2024-09-15', 3, '中秋节', 'Mid-Autumn Festival'), work('2024-09-14', '中秋节', 'Mid-Autumn Festival'),
  ...span('2024-10-01', 7, '国庆节', 'National Day'), work('2024-09-29', '国庆节', 'National Day'), work('2024-10-12', '国庆节', 'National Day'),
  // 2025
  ...span('2025-01-01', 1, '元旦', "New Year's Day"),
  ...span('2025-01-28', 8, '春节', 'Spring Festival'), work('2025-01-26', '春节', 'Spring Festival'), work('2025-02-08', '春节', 'Spring Festival'),
  ...span('2025-04-04', 3, '清明节', 'Qingming Festival'),
  ...span('2025-05-01', 5, '劳动节', 'Labour Day'), work('2025-04-27', '劳动节', 'Labour Day'),
  ...span('2025-05-31', 3, '端午节', 'Dragon Boat Festival'),
  ...span('2025-10-01', 8, '国庆节、中秋节', 'National Day, Mid-Autumn Festival'), work('2025-09-28', '国庆节', 'National Day'), work('2025-10-11', '国庆节', 'National Day'),
  // 2026
  ...span('2026-01-01', 3, '元旦', "New Year's Day"), work('2026-01-04', '元旦', "New Year's Day"),
  ...span('2026-02-15', 9, '春节', 'Spring Festival'), work('2026-02-14', '春节', 'Spring Festival'), work('2026-02-28', '春节', 'Spring Festival'),
  ...span('2026-04-04', 3, '清明节', 'Qingming Festival'),
  ...span('2026-05-01', 5, '劳动节', 'Labour Day'), work('2026-05-09', '劳动节', 'Labour Day'),
  ...span('2026-06-19', 3, '端午节', 'Dragon Boat Festival'),
  ...span('2026-09-25', 3, '中秋节', 'Mid-Autumn Festival'),
  ...span('2026-10-01', 7, '国庆节', 'National Day'), work('2026-09-20', '国庆节', 'National Day'), work('2026-10-10', '国庆节', 'National Day'),
  // 2027 (provisional: statutory days only)
  ...span('2027-01-01', 1, '元旦', "New Year's Day"),
  ...span('2027-02-05', 4, '春节', 'Spring Festival'),
  ...span('2027-04-05', 1, '清明节', 'Qingming Festival'),
  ...span('2027-05-01', 2, '劳动节', 'Labour Day'),
  ...span('2027-06-09', 1, '端午节', 'Dragon Boat Festival'),
  ...span('2027-09-15', 1, '中秋节', 'Mid-Autumn Festival'),
  ...span('2027-10-01', 3, '国庆节', 'National Day'),
];
