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
import { CompanyIdArg } from '../../shared/graphql/company-arg';
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

@ObjectType('SalaryRuleAppliesTo', { description: 'Whom a salary rule applies to' })
class AppliesToType {
  @Field(() => [Int], { description: 'Department ids; their employees are paid by the rule' })
  departments: number[];
  @Field(() => [Int], { description: 'Employee ids paid by the rule' }) employees: number[];
  @Field(() => [Int], { description: 'Kept as sent; no rule reads them' }) groups: number[];
}

@ObjectType('SalaryRuleTemplate', {
  description: 'A salary rule: how a part of the pay is computed, and for whom (salaries.view)',
})
export class SalaryRuleTemplateType {
  @Field(() => Int, { description: 'Unique id of this SalaryRuleTemplate' }) id: number;
  @Field(() => String, { description: 'The rule’s name' }) templateName: string;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) description: string | null;
  @Field(() => RuleTypeEnum, { description: 'How the amount is computed' }) ruleType: RuleType;
  @Field(() => Decimal, {
    nullable: true,
    description: 'An amount for fixed rules, a percent for percent rules; null when the viewer’s role hides amounts',
  })
  value: string | null;
  @Field(() => RulePeriodEnum, { description: 'What a fixed rule’s value is paid per; null for other types' })
  period: RulePeriod;
  @Field(() => TeamBaseEnum, {
    description: 'What a team rule’s percentage is taken of; null for other types',
    nullable: true,
  })
  teamBase: TeamBase | null;
  @Field(() => SalaryModeEnum, { description: 'base, bonus or penalty: how the amount counts' }) salaryMode: SalaryMode;
  @Field(() => Boolean, { description: 'Whether the rule uses the performance records’ orders and profit' })
  considerOrdersAndProfit: boolean;
  @Field(() => AppliesToType, { description: 'The departments, groups and employees it applies to' })
  appliesTo: AppliesToType;
  @Field(() => ThresholdTypeEnum, {
    description: 'What a threshold rule counts; null without a threshold',
    nullable: true,
  })
  thresholdType: ThresholdType | null;
  @Field(() => Decimal, { description: 'The threshold, a decimal string; null without a threshold', nullable: true })
  thresholdValue: string | null;
  @Field(() => AchievementIconEnum, {
    description: 'The icon shown when the threshold is reached; null without one',
    nullable: true,
  })
  achievementIcon: AchievementIcon | null;
  @Field(() => Boolean, { description: 'Inactive rules are kept but not applied' }) isActive: boolean;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, { description: 'When it was last changed (ISO-8601, UTC)' }) updatedAt: string;
}

@ObjectType('RuleTemplateDepartment', { description: 'A department a bonus or penalty template is assigned to' })
class RuleTemplateDepartmentType {
  @Field(() => Int, { description: 'The department’s id' }) id: number;
  @Field(() => String, { description: 'The department’s name' }) name: string;
}

@ObjectType('RuleTemplateEmployee', { description: 'An employee a bonus or penalty template is assigned to' })
class RuleTemplateEmployeeType {
  @Field(() => Int, { description: 'The employee’s id' }) id: number;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
}

@ObjectType('RuleTemplate', { description: 'A bonus or penalty rule template' })
export class RuleTemplateType {
  @Field(() => Int, { description: 'Unique id of this RuleTemplate' }) id: number;
  @Field(() => String, { description: 'The template’s name' }) templateName: string;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) description: string | null;
  @Field(() => CalculationTypeEnum, { description: 'How the amount is computed' }) calculationType: CalculationType;
  @Field(() => Decimal, {
    nullable: true,
    description: 'An amount, or a percent of the profit for percentage; null when the viewer’s role hides amounts',
  })
  amount: string | null;
  @Field(() => UnitTypeEnum, { description: 'The unit counted' }) unitType: UnitType;
  @Field(() => AssignmentTypeEnum, { description: 'department or group: to whom it is assigned' })
  assignmentType: AssignmentType;
  @Field(() => [Int], { description: 'What counts with assignmentType department' }) departmentIds: number[];
  @Field(() => [Int], { description: 'What counts with assignmentType group' }) employeeIds: number[];
  @Field(() => [RuleTemplateDepartmentType], { description: 'The departmentIds that still exist, named' })
  departments: RuleTemplateDepartmentType[];
  @Field(() => [RuleTemplateEmployeeType], { description: 'The employeeIds that still exist, named' })
  employees: RuleTemplateEmployeeType[];
  @Field(() => Boolean, { description: 'Inactive templates are kept but not offered' }) isActive: boolean;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
}

@InputType('SalaryRuleAppliesToInput', { description: 'Whom a salary rule applies to' })
class AppliesToInput {
  @Field(() => [Int], { nullable: true, description: 'Departments of the company' }) departments?: number[];
  @Field(() => [Int], { nullable: true, description: 'Employees of the company' }) employees?: number[];
  @Field(() => [Int], { description: 'Group names', nullable: true }) groups?: number[];
}

@InputType('SalaryRuleTemplateInput', { description: 'A salary rule’s fields' })
class SalaryRuleTemplateInput {
  @Field(() => String, { description: 'Required, the rule’s name' }) templateName: string;
  @Field(() => String, { description: 'Free text', nullable: true }) description?: string | null;
  @Field(() => RuleTypeEnum, { description: 'How the amount is computed' }) ruleType: RuleType;
  @Field(() => Decimal, { description: 'At least 0, at most 2 decimals' }) value: string;
  @Field(() => RulePeriodEnum, { nullable: true, description: 'Default monthly' }) period?: RulePeriod;
  @Field(() => TeamBaseEnum, { description: 'What a team rule’s percentage is taken of', nullable: true })
  teamBase?: TeamBase | null;
  @Field(() => SalaryModeEnum, { nullable: true, description: 'Default base' }) salaryMode?: SalaryMode;
  @Field(() => Boolean, { nullable: true, description: 'Default false' }) considerOrdersAndProfit?: boolean;
  @Field(() => AppliesToInput, { nullable: true, description: 'Empty: the rule applies to nobody' })
  appliesTo?: AppliesToInput;
  @Field(() => ThresholdTypeEnum, { description: 'What a threshold rule counts', nullable: true })
  thresholdType?: ThresholdType | null;
  @Field(() => Decimal, { description: 'The threshold, a decimal', nullable: true }) thresholdValue?: string | null;
  @Field(() => AchievementIconEnum, { description: 'The icon shown when the threshold is reached', nullable: true })
  achievementIcon?: AchievementIcon | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true on create; kept on update when absent' })
  isActive?: boolean;
}

@InputType('RuleTemplateInput', { description: 'A bonus or penalty template’s fields' })
class RuleTemplateInput {
  @Field(() => String, { description: 'Required, the template’s name' }) templateName: string;
  @Field(() => String, { description: 'Free text', nullable: true }) description?: string | null;
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
  @Field(() => String, { description: 'The new name; absent keeps it', nullable: true }) templateName?: string;
  @Field(() => String, { description: 'Free text; absent keeps it', nullable: true }) description?: string | null;
  @Field(() => CalculationTypeEnum, { description: 'Absent keeps it', nullable: true })
  calculationType?: CalculationType;
  @Field(() => Decimal, { description: 'A decimal; absent keeps it', nullable: true }) amount?: string;
  @Field(() => UnitTypeEnum, { description: 'Absent keeps it', nullable: true }) unitType?: UnitType;
  @Field(() => AssignmentTypeEnum, { description: 'Absent keeps it', nullable: true }) assignmentType?: AssignmentType;
  @Field(() => [Int], { description: 'Replaces the departments; absent keeps them', nullable: true })
  departmentIds?: number[];
  @Field(() => [Int], { description: 'Replaces the employees; absent keeps them', nullable: true })
  employeeIds?: number[];
  @Field(() => Boolean, { description: 'Absent keeps it', nullable: true }) isActive?: boolean;
}

@Resolver()
export class SalaryRuleTemplateResolver {
  @Query(() => [SalaryRuleTemplateType], { description: 'Oldest first (salaries.view; the employee role is refused)' })
  salaryRuleTemplates(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listSalaryTemplates(ctx, companyId);
  }

  @Mutation(() => SalaryRuleTemplateType, { description: 'salaries.create' })
  createSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => SalaryRuleTemplateInput, { description: 'The new rule' }) input: SalaryRuleTemplateInput,
  ) {
    return createSalaryTemplate(ctx, companyId, { ...input });
  }

  @Mutation(() => SalaryRuleTemplateType, {
    description: 'Replaces the fields (salaries.edit); absent optional fields clear, an absent isActive is kept',
  })
  updateSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The rule’s id' }) id: number,
    @Arg('input', () => SalaryRuleTemplateInput, { description: 'The rule’s new fields' })
    input: SalaryRuleTemplateInput,
  ) {
    return updateSalaryTemplate(ctx, companyId, id, { ...input });
  }

  @Mutation(() => SalaryRuleTemplateType, { description: 'salaries.edit' })
  toggleSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The rule’s id' }) id: number,
    @Arg('isActive', () => Boolean, { description: 'true activates, false deactivates' }) isActive: boolean,
  ) {
    return toggleSalaryTemplate(ctx, companyId, id, { isActive });
  }

  @Mutation(() => Boolean, { description: 'salaries.delete' })
  deleteSalaryRuleTemplate(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The rule’s id' }) id: number,
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
    list(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
      return listRuleTemplates(ctx, kind, companyId);
    }

    @Mutation(() => RuleTemplateType, { name: `create${Kind}RuleTemplate`, description: 'salaries.create' })
    create(
      @Ctx() ctx: RequestContext,
      @CompanyIdArg() companyId: number,
      @Arg('input', () => RuleTemplateInput, { description: 'The new template' }) input: RuleTemplateInput,
    ) {
      return createRuleTemplate(ctx, kind, companyId, { ...input });
    }

    @Mutation(() => RuleTemplateType, {
      name: `update${Kind}RuleTemplate`,
      description: 'Changes the fields given (salaries.edit); absent ones keep their value',
    })
    update(
      @Ctx() ctx: RequestContext,
      @CompanyIdArg() companyId: number,
      @Arg('id', () => Int, { description: 'The template’s id' }) id: number,
      @Arg('input', () => RuleTemplatePatch, { description: 'The fields to change' }) input: RuleTemplatePatch,
    ) {
      return updateRuleTemplate(ctx, kind, companyId, id, { ...input });
    }

    @Mutation(() => RuleTemplateType, { name: `toggle${Kind}RuleTemplate`, description: 'salaries.edit' })
    toggle(
      @Ctx() ctx: RequestContext,
      @CompanyIdArg() companyId: number,
      @Arg('id', () => Int, { description: 'The template’s id' }) id: number,
      @Arg('isActive', () => Boolean, { description: 'true activates, false deactivates' }) isActive: boolean,
    ) {
      return toggleRuleTemplate(ctx, kind, companyId, id, { isActive });
    }

    @Mutation(() => Boolean, { name: `delete${Kind}RuleTemplate`, description: 'salaries.delete' })
    delete(
      @Ctx() ctx: RequestContext,
      @CompanyIdArg() companyId: number,
      @Arg('id', () => Int, { description: 'The template’s id' }) id: number,
    ) {
      return deleteRuleTemplate(ctx, kind, companyId, id);
    }
  }
  return KindResolver;
}

export const BonusRuleTemplateResolver = kindResolver('bonus');
export const PenaltyRuleTemplateResolver = kindResolver('penalty');
