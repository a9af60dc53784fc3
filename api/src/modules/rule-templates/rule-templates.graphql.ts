import type {
  AchievementIcon,
  AssignmentType,
  CalculationType,
  RulePeriod,
  RuleTemplateKind,
  RuleType,
  SalaryMode,
  TeamBase,
  ThresholdType,
  UnitType,
} from '@staffpay/schema/pay/pay.enums';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { DateTime, Decimal } from '../../shared/graphql/scalars';
import {
  AchievementIconEnum,
  AssignmentTypeEnum,
  CalculationTypeEnum,
  RulePeriodEnum,
  RuleTypeEnum,
  SalaryModeEnum,
  TeamBaseEnum,
  ThresholdTypeEnum,
  UnitTypeEnum,
} from '../pay-core';
import {
  createRuleTemplate,
  deleteRuleTemplate,
  listRuleTemplates,
  toggleRuleTemplate,
  updateRuleTemplate,
} from './rule-template.service';
import {
  createSalaryTemplate,
  deleteSalaryTemplate,
  listSalaryTemplates,
  toggleSalaryTemplate,
  updateSalaryTemplate,
} from './salary-template.service';

@ObjectType('SalaryRuleAppliesTo')
class AppliesToType {
  @Field(() => [Int], { description: 'Department ids; their employees are paid by the rule' })
  departments: number[];
  @Field(() => [Int], { description: 'Employee ids paid by the rule' }) employees: number[];
  @Field(() => [Int], { description: 'Kept as sent; no rule reads them' }) groups: number[];
}

@ObjectType('SalaryRuleTemplate')
export class SalaryRuleTemplateType {
  @Field(() => Int) id: number;
  @Field(() => String) templateName: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => RuleTypeEnum) ruleType: RuleType;
  @Field(() => Decimal, { description: 'An amount for fixed rules, a percent for percent rules' }) value: string;
  @Field(() => RulePeriodEnum) period: RulePeriod;
  @Field(() => TeamBaseEnum, { nullable: true }) teamBase: TeamBase | null;
  @Field(() => SalaryModeEnum) salaryMode: SalaryMode;
  @Field(() => Boolean) considerOrdersAndProfit: boolean;
  @Field(() => AppliesToType) appliesTo: AppliesToType;
  @Field(() => ThresholdTypeEnum, { nullable: true }) thresholdType: ThresholdType | null;
  @Field(() => Decimal, { nullable: true }) thresholdValue: string | null;
  @Field(() => AchievementIconEnum, { nullable: true }) achievementIcon: AchievementIcon | null;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Int) companyId: number;
  @Field(() => DateTime) createdAt: string;
  @Field(() => DateTime) updatedAt: string;
}

@ObjectType('RuleTemplateDepartment')
class RuleTemplateDepartmentType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

@ObjectType('RuleTemplateEmployee')
class RuleTemplateEmployeeType {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
}

@ObjectType('RuleTemplate', { description: 'A bonus or penalty rule template' })
export class RuleTemplateType {
  @Field(() => Int) id: number;
  @Field(() => String) templateName: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => CalculationTypeEnum) calculationType: CalculationType;
  @Field(() => Decimal, { description: 'An amount, or a percent of the profit for percentage' }) amount: string;
  @Field(() => UnitTypeEnum) unitType: UnitType;
  @Field(() => AssignmentTypeEnum) assignmentType: AssignmentType;
  @Field(() => [Int], { description: 'What counts with assignmentType department' }) departmentIds: number[];
  @Field(() => [Int], { description: 'What counts with assignmentType group' }) employeeIds: number[];
  @Field(() => [RuleTemplateDepartmentType], { description: 'The departmentIds that still exist, named' })
  departments: RuleTemplateDepartmentType[];
  @Field(() => [RuleTemplateEmployeeType], { description: 'The employeeIds that still exist, named' })
  employees: RuleTemplateEmployeeType[];
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Int) companyId: number;
}

@InputType('SalaryRuleAppliesToInput')
class AppliesToInput {
  @Field(() => [Int], { nullable: true, description: 'Departments of the company' }) departments?: number[];
  @Field(() => [Int], { nullable: true, description: 'Employees of the company' }) employees?: number[];
  @Field(() => [Int], { nullable: true }) groups?: number[];
}

@InputType('SalaryRuleTemplateInput')
class SalaryRuleTemplateInput {
  @Field(() => String) templateName: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => RuleTypeEnum) ruleType: RuleType;
  @Field(() => Decimal, { description: 'At least 0, at most 2 decimals' }) value: string;
  @Field(() => RulePeriodEnum, { nullable: true, description: 'Default monthly' }) period?: RulePeriod;
  @Field(() => TeamBaseEnum, { nullable: true }) teamBase?: TeamBase | null;
  @Field(() => SalaryModeEnum, { nullable: true, description: 'Default base' }) salaryMode?: SalaryMode;
  @Field(() => Boolean, { nullable: true, description: 'Default false' }) considerOrdersAndProfit?: boolean;
  @Field(() => AppliesToInput, { nullable: true, description: 'Empty: the rule applies to nobody' })
  appliesTo?: AppliesToInput;
  @Field(() => ThresholdTypeEnum, { nullable: true }) thresholdType?: ThresholdType | null;
  @Field(() => Decimal, { nullable: true }) thresholdValue?: string | null;
  @Field(() => AchievementIconEnum, { nullable: true }) achievementIcon?: AchievementIcon | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true on create; kept on update when absent' })
  isActive?: boolean;
}

@InputType('RuleTemplateInput')
class RuleTemplateInput {
  @Field(() => String) templateName: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => CalculationTypeEnum, { nullable: true, description: 'Default fixed' })
  calculationType?: CalculationType;
  @Field(() => Decimal, { description: 'At least 0, at most 2 decimals' }) amount: string;
  @Field(() => UnitTypeEnum, { nullable: true, description: 'Default per_day' }) unitType?: UnitType;
  @Field(() => AssignmentTypeEnum, { nullable: true, description: 'Default department' })
  assignmentType?: AssignmentType;
  @Field(() => [Int], { nullable: true, description: 'Departments of the company' }) departmentIds?: number[];
  @Field(() => [Int], { nullable: true, description: 'Employees of the company' }) employeeIds?: number[];
  @Field(() => Boolean, { nullable: true, description: 'Default true' }) isActive?: boolean;
}

@InputType('RuleTemplatePatch', { description: 'The fields to change; absent ones keep their value' })
class RuleTemplatePatch {
  @Field(() => String, { nullable: true }) templateName?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => CalculationTypeEnum, { nullable: true }) calculationType?: CalculationType;
  @Field(() => Decimal, { nullable: true }) amount?: string;
  @Field(() => UnitTypeEnum, { nullable: true }) unitType?: UnitType;
  @Field(() => AssignmentTypeEnum, { nullable: true }) assignmentType?: AssignmentType;
  @Field(() => [Int], { nullable: true }) departmentIds?: number[];
  @Field(() => [Int], { nullable: true }) employeeIds?: number[];
  @Field(() => Boolean, { nullable: true }) isActive?: boolean;
}

@Resolver()
export class SalaryRuleTemplateResolver {
  @Query(() => [SalaryRuleTemplateType], { description: 'Oldest first (salaries.view; the employee role is refused)' })
  salaryRuleTemplates(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listSalaryTemplates(ctx, companyId);
  }

  @Mutation(() => SalaryRuleTemplateType, { description: 'salaries.create' })
  createSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => SalaryRuleTemplateInput) input: SalaryRuleTemplateInput,
  ) {
    return createSalaryTemplate(ctx, companyId, { ...input });
  }

  @Mutation(() => SalaryRuleTemplateType, {
    description: 'Replaces the fields (salaries.edit); absent optional fields clear, an absent isActive is kept',
  })
  updateSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SalaryRuleTemplateInput) input: SalaryRuleTemplateInput,
  ) {
    return updateSalaryTemplate(ctx, companyId, id, { ...input });
  }

  @Mutation(() => SalaryRuleTemplateType, { description: 'salaries.edit' })
  toggleSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('isActive', () => Boolean) isActive: boolean,
  ) {
    return toggleSalaryTemplate(ctx, companyId, id, { isActive });
  }

  @Mutation(() => Boolean, { description: 'salaries.delete' })
  deleteSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return deleteSalaryTemplate(ctx, companyId, id);
  }
}

/** Bonus and penalty templates have the same operations, named by kind (bonusRuleTemplates, createPenaltyRuleTemplate, …). */
function kindResolver(kind: RuleTemplateKind) {
  const Kind = kind === 'bonus' ? 'Bonus' : 'Penalty';

  @Resolver()
  class KindResolver {
    @Query(() => [RuleTemplateType], {
      name: `${kind}RuleTemplates`,
      description:
        'Oldest first, with their departments and employees named (salaries.view; the employee role is refused)',
    })
    list(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
      return listRuleTemplates(ctx, kind, companyId);
    }

    @Mutation(() => RuleTemplateType, { name: `create${Kind}RuleTemplate`, description: 'salaries.create' })
    create(
      @Ctx() ctx: RequestContext,
      @Arg('companyId', () => Int) companyId: number,
      @Arg('input', () => RuleTemplateInput) input: RuleTemplateInput,
    ) {
      return createRuleTemplate(ctx, kind, companyId, { ...input });
    }

    @Mutation(() => RuleTemplateType, {
      name: `update${Kind}RuleTemplate`,
      description: 'Changes the fields given (salaries.edit); absent ones keep their value',
    })
    update(
      @Ctx() ctx: RequestContext,
      @Arg('companyId', () => Int) companyId: number,
      @Arg('id', () => Int) id: number,
      @Arg('input', () => RuleTemplatePatch) input: RuleTemplatePatch,
    ) {
      return updateRuleTemplate(ctx, kind, companyId, id, { ...input });
    }

    @Mutation(() => RuleTemplateType, { name: `toggle${Kind}RuleTemplate`, description: 'salaries.edit' })
    toggle(
      @Ctx() ctx: RequestContext,
      @Arg('companyId', () => Int) companyId: number,
      @Arg('id', () => Int) id: number,
      @Arg('isActive', () => Boolean) isActive: boolean,
    ) {
      return toggleRuleTemplate(ctx, kind, companyId, id, { isActive });
    }

    @Mutation(() => Boolean, { name: `delete${Kind}RuleTemplate`, description: 'salaries.delete' })
    delete(
      @Ctx() ctx: RequestContext,
      @Arg('companyId', () => Int) companyId: number,
      @Arg('id', () => Int) id: number,
    ) {
      return deleteRuleTemplate(ctx, kind, companyId, id);
    }
  }
  return KindResolver;
}

export const BonusRuleTemplateResolver = kindResolver('bonus');
export const PenaltyRuleTemplateResolver = kindResolver('penalty');
