import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { analyzeEmployee, streamEmployeeAnalysis, type AnalysisChunk } from './ai-analysis.service';

@ObjectType('EmployeeAiAnalysis', { description: 'An AI analysis of an employee (employees.ai)' })
class EmployeeAiAnalysisType {
  @Field(() => String, { description: 'The analysis text, in the company’s language' }) analysis: string;
}

@ObjectType('EmployeeAiAnalysisChunk', { description: 'A piece of a streamed AI analysis' })
class EmployeeAiAnalysisChunkType {
  @Field(() => String, { description: 'Text since the previous chunk' }) delta: string;
  @Field(() => Boolean, { description: 'The last chunk: it has the whole analysis or the error' }) done: boolean;
  @Field(() => String, { description: 'The next piece of the text', nullable: true }) analysis: string | null;
  @Field(() => String, { nullable: true, description: '«Ошибка при проведении анализа» when the provider failed' })
  error: string | null;
}

@Resolver()
export class AiAnalysisResolver {
  @Mutation(() => EmployeeAiAnalysisType, {
    description: 'An AI analysis of the employee’s work data (employees.ai)',
  })
  analyzeEmployee(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('employeeId', () => Int, { description: 'The employee’s id' }) employeeId: number,
  ) {
    return analyzeEmployee(ctx, { companyId, employeeId });
  }

  @Subscription(() => EmployeeAiAnalysisChunkType, {
    description: 'Runs an AI analysis of the employee and streams its text as the provider writes it',
    subscribe: ({ args, context }) =>
      streamEmployeeAnalysis(context as RequestContext, { companyId: args.companyId, employeeId: args.employeeId }),
  })
  employeeAiAnalysis(
    @Root() chunk: AnalysisChunk,
    @CompanyIdArg() _companyId: number,
    @Arg('employeeId', () => Int, { description: 'The employee’s id' }) _employeeId: number,
  ): AnalysisChunk {
    return chunk;
  }
}
