import { dateText } from '../../shared/sql';
import type { PerformanceRecord, StoredRuleUnits } from './performance-record.entity';

export interface PerformanceView {
  id: number;
  companyId: number;
  employeeId: number;
  startDate: string;
  endDate: string;
  ordersCount: number;
  employeeProfit: string;
  bonusRules: StoredRuleUnits[];
  penaltyRules: StoredRuleUnits[];
  createdAt: Date;
  /** Moves with every change of the record (the change feed). */
  updatedAt: Date;
}

export function toPerformanceView(r: PerformanceRecord): PerformanceView {
  return {
    id: r.id,
    companyId: r.company.id,
    employeeId: r.employee.id,
    startDate: dateText(r.startDate),
    endDate: dateText(r.endDate),
    ordersCount: r.ordersCount,
    employeeProfit: String(r.employeeProfit),
    bonusRules: r.bonusRules,
    penaltyRules: r.penaltyRules,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
