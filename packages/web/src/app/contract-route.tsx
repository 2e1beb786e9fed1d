import { ChatPanel } from '../features/chat/chat-panel.js';
import { ContractPage } from '../features/contracts/contract-page.js';

/** `/contratos/:id`: the contract's page with its chat beside it, two features met in the shell. */
export function ContractRoute() {
  return <ContractPage chat={(contract) => <ChatPanel chatId={contract.chatId} contractId={contract.id} />} />;
}
