import type { Contract, ContractListQuery, ContractMove, ContractPage, ContractPort, ProposalInput, ProposalPort } from '@publi/application';
import { contractsRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { contractFromWire, moveToWire, proposalsToWire, withDomainFieldNames } from './mappers/contract.mapper.js';
import { requestApi } from './request-api.js';

/** {@link ContractPort} and {@link ProposalPort} over `/proposals*`, `/project/contract/*` and `/creator/contracts`. */
export class AxiosContractAdapter implements ContractPort, ProposalPort {
  constructor(private readonly client: AxiosInstance) {}

  async create(input: ProposalInput): Promise<readonly Contract[]> {
    const answer = await requestApi(this.client, contractsRoutes.createProposals, { body: proposalsToWire(input) }).catch((error: unknown) => Promise.reject(withDomainFieldNames(error)));
    return answer.contracts.map(contractFromWire);
  }

  async listOfCreator(creatorId: number): Promise<readonly Contract[]> {
    return (await requestApi(this.client, contractsRoutes.listCreatorContracts, { query: { creator_id: creatorId } })).map(contractFromWire);
  }

  async listOfProject(projectId: number): Promise<readonly Contract[]> {
    return (await requestApi(this.client, contractsRoutes.filterContracts, { query: { project_id: projectId } })).map(contractFromWire);
  }

  async list(query: ContractListQuery): Promise<ContractPage> {
    const body = {
      page: query.page,
      limit: query.limit,
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.projectId === undefined ? {} : { project_id: query.projectId }),
      ...(query.text === undefined ? {} : { text: query.text }),
    };
    const page = await requestApi(this.client, contractsRoutes.listProposals, { body });
    return { contracts: page.contracts.map(contractFromWire), page: page.page, limit: page.limit, total: page.total };
  }

  async get(contractId: number): Promise<Contract> {
    return contractFromWire(await requestApi(this.client, contractsRoutes.getContract, { params: { id: contractId } }));
  }

  async move(contractId: number, move: ContractMove): Promise<Contract> {
    const { route, body } = moveToWire(move);
    const answer = await requestApi(this.client, contractsRoutes[route], { params: { id: contractId }, body }).catch((error: unknown) => Promise.reject(withDomainFieldNames(error)));
    return contractFromWire(answer);
  }
}
