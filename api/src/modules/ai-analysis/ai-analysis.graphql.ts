import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { analyzeEmployee, streamEmployeeAnalysis, type AnalysisChunk } from './ai-analysis.service';

@ObjectType('EmployeeAiAnalysis')
class EmployeeAiAnalysisType {
  @Field(() => String) analysis: string;
}

@ObjectType('EmployeeAiAnalysisChunk')
class EmployeeAiAnalysisChunkType {
  @Field(() => String, { description: 'Text since the previous chunk' }) delta: string;
  @Field(() => Boolean, { description: 'The last chunk: it has the whole analysis or the error' }) done: boolean;
  @Field(() => String, { nullable: true }) analysis: string | null;
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
    @Arg('companyId', () => Int) companyId: number,
    @Arg('employeeId', () => Int) employeeId: number,
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
    @Arg('companyId', () => Int) _companyId: number,
    @Arg('employeeId', () => Int) _employeeId: number,
  ): AnalysisChunk {
    return chunk;
  }
}
