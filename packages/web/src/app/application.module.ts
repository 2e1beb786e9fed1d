import {
  AccountStatusUseCase,
  AnswerContractUseCase,
  CheckoutUseCase,
  DeliveriesUseCase,
  EarningsUseCase,
  EmailPreferencesUseCase,
  UnsubscribeUseCase,
  DemoMailboxUseCase,
  PaymentsUseCase,
  FollowChatUseCase,
  ListContractsUseCase,
  LoadChatPageUseCase,
  NotificationsUseCase,
  ProposeUseCase,
  SendChatMessageUseCase,
  AgentWorkspaceUseCase,
  ChangeEmailUseCase,
  ConfirmEmailUseCase,
  ChangePasswordUseCase,
  ChangeProfilePictureUseCase,
  ChooseAccountTypeUseCase,
  CompleteProfileUseCase,
  CreatePasswordUseCase,
  EditProfileUseCase,
  GetProjectUseCase,
  ListProjectsUseCase,
  ManageProjectUseCase,
  ProjectWizardUseCase,
  UploadProjectFileUseCase,
  LinkAgentUseCase,
  LoadCartUseCase,
  LoadSessionUseCase,
  LookUpPostalCodeUseCase,
  PORT_TOKENS,
  RefreshTokenUseCase,
  ConfirmIdentityUseCase,
  AuditLogUseCase,
  DownloadMyDataUseCase,
  DeleteMyAccountUseCase,
  ReplaceCartUseCase,
  ResetPasswordUseCase,
  SearchCreatorsUseCase,
  SelectedCreatorsUseCase,
  SetCartDeliveryUseCase,
  SignInUseCase,
  SignOutUseCase,
  SignUpUseCase,
  TypeaheadUseCase,
  ViewCreatorProfileUseCase,
} from '@publi/application';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { USE_CASE_TOKENS as UC } from '../stores/use-case.tokens.js';

/**
 * The use cases, built from the ports the adapter modules bound. The application stays free of
 * Inversify (its classes take plain constructor arguments), so they are built here by hand.
 */
export const applicationModule = new ContainerModule(({ bind }) => {
  const P = PORT_TOKENS;
  const useCase = (token: symbol, make: (context: ResolutionContext) => object): void => {
    bind(token).toDynamicValue(make).inSingletonScope();
  };
  useCase(UC.LoadSession, (c) =>
    new LoadSessionUseCase({
      tokens: c.get(P.TokenStorePort), clock: c.get(P.ClockPort), accounts: c.get(P.AccountPort),
      creators: c.get(P.CreatorProfilePort), reference: c.get(P.ReferenceDataPort), logger: c.get(P.LoggerPort),
    }),
  );
  useCase(UC.SignIn, (c) => new SignInUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort)));
  useCase(UC.SignUp, (c) => new SignUpUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort), c.get(P.AccountPort)));
  useCase(UC.SignOut, (c) => new SignOutUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort)));
  useCase(UC.ResetPassword, (c) => new ResetPasswordUseCase(c.get(P.IdentityPort)));
  useCase(UC.RefreshToken, (c) => new RefreshTokenUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort)));
  useCase(UC.AuditLog, (c) => new AuditLogUseCase(c.get(P.AuditLogPort)));
  useCase(UC.DownloadMyData, (c) => new DownloadMyDataUseCase(c.get(P.PrivacyPort)));
  useCase(UC.DeleteMyAccount, (c) => new DeleteMyAccountUseCase(c.get(P.PrivacyPort), c.get(P.IdentityPort), c.get(P.TokenStorePort)));
  useCase(UC.ConfirmIdentity, (c) => new ConfirmIdentityUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort)));
  useCase(UC.EditProfile, (c) => new EditProfileUseCase(c.get(P.AccountPort), c.get(P.CreatorProfilePort)));
  useCase(UC.ChooseAccountType, (c) => new ChooseAccountTypeUseCase(c.get(P.AccountPort)));
  useCase(UC.LookUpPostalCode, (c) => new LookUpPostalCodeUseCase(c.get(P.PostalCodePort)));
  useCase(UC.SearchCreators, (c) => new SearchCreatorsUseCase(c.get(P.CreatorSearchPort), c.get(P.LoggerPort)));
  useCase(UC.Typeahead, (c) => new TypeaheadUseCase(c.get(P.CreatorSearchPort), c.get(P.LoggerPort)));
  useCase(UC.ViewCreatorProfile, (c) => new ViewCreatorProfileUseCase(c.get(P.CreatorProfilePort)));
  useCase(UC.LoadCart, (c) => new LoadCartUseCase(c.get(P.CartPort)));
  useCase(UC.ReplaceCart, (c) => new ReplaceCartUseCase(c.get(P.CartPort)));
  useCase(UC.SetCartDelivery, (c) => new SetCartDeliveryUseCase(c.get(P.CartPort)));
  useCase(UC.SelectedCreators, (c) => new SelectedCreatorsUseCase(c.get(P.SelectedCreatorsStorePort), c.get(P.SelectedDeliveriesStorePort)));
  useCase(UC.CompleteProfile, (c) => new CompleteProfileUseCase(c.get(P.AccountPort)));
  useCase(UC.AccountStatus, (c) => new AccountStatusUseCase(c.get(P.AccountPort)));
  useCase(UC.AgentWorkspace, (c) => new AgentWorkspaceUseCase(c.get(P.AgentPort), c.get(P.CreatorProfilePort)));
  useCase(UC.LinkAgent, (c) => new LinkAgentUseCase(c.get(P.AgentPort)));
  useCase(UC.ChangeProfilePicture, (c) => new ChangeProfilePictureUseCase(c.get(P.UploadPort), c.get(P.AccountPort)));
  useCase(UC.ChangeEmail, (c) => new ChangeEmailUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort), c.get(P.AccountPort)));
  useCase(UC.ConfirmEmail, (c) => new ConfirmEmailUseCase(c.get(P.IdentityPort), c.get(P.TokenStorePort), c.get(P.AccountPort)));
  useCase(UC.ChangePassword, (c) => new ChangePasswordUseCase(c.get(P.IdentityPort)));
  useCase(UC.CreatePassword, (c) => new CreatePasswordUseCase(c.get(P.IdentityPort)));
  useCase(UC.ProjectWizard, (c) => new ProjectWizardUseCase(c.get(P.ProjectPort), c.get(P.ClockPort)));
  useCase(UC.ListProjects, (c) => new ListProjectsUseCase(c.get(P.ProjectPort)));
  useCase(UC.GetProject, (c) => new GetProjectUseCase(c.get(P.ProjectPort), c.get(P.TokenStorePort)));
  useCase(UC.ManageProject, (c) => new ManageProjectUseCase(c.get(P.ProjectPort)));
  useCase(UC.UploadProjectFile, (c) => new UploadProjectFileUseCase(c.get(P.UploadPort)));
  useCase(UC.Propose, (c) => new ProposeUseCase(c.get(P.ProposalPort)));
  useCase(UC.ListContracts, (c) => new ListContractsUseCase(c.get(P.ContractPort)));
  useCase(UC.AnswerContract, (c) => new AnswerContractUseCase(c.get(P.ContractPort)));
  useCase(UC.LoadChatPage, (c) => new LoadChatPageUseCase(c.get(P.ChatPort)));
  useCase(UC.SendChatMessage, (c) => new SendChatMessageUseCase(c.get(P.ChatPort)));
  useCase(UC.FollowChat, (c) => new FollowChatUseCase(c.get(P.ChatPort)));
  useCase(UC.Notifications, (c) => new NotificationsUseCase(c.get(P.NotificationPort), c.get(P.LoggerPort)));
  useCase(UC.Checkout, (c) => new CheckoutUseCase(c.get(P.PaymentPort), c.get(P.CheckoutPort)));
  useCase(UC.Payments, (c) => new PaymentsUseCase(c.get(P.PaymentPort)));
  useCase(UC.Deliveries, (c) => new DeliveriesUseCase(c.get(P.DeliveryPort)));
  useCase(UC.Earnings, (c) => new EarningsUseCase(c.get(P.EarningsPort)));
  useCase(UC.EmailPreferences, (c) => new EmailPreferencesUseCase(c.get(P.EmailPort)));
  useCase(UC.Unsubscribe, (c) => new UnsubscribeUseCase(c.get(P.EmailPort)));
  useCase(UC.DemoMailbox, (c) => new DemoMailboxUseCase(c.get(P.EmailPort)));
});
