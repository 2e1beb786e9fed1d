/** Tokens of the application's use cases, as the web's stores receive them. */
export const USE_CASE_TOKENS = {
  LoadSession: Symbol('LoadSessionUseCase'),
  SignIn: Symbol('SignInUseCase'),
  SignUp: Symbol('SignUpUseCase'),
  SignOut: Symbol('SignOutUseCase'),
  ResetPassword: Symbol('ResetPasswordUseCase'),
  RefreshToken: Symbol('RefreshTokenUseCase'),
  EditProfile: Symbol('EditProfileUseCase'),
  ChooseAccountType: Symbol('ChooseAccountTypeUseCase'),
  LookUpPostalCode: Symbol('LookUpPostalCodeUseCase'),
  SearchCreators: Symbol('SearchCreatorsUseCase'),
  Typeahead: Symbol('TypeaheadUseCase'),
  ViewCreatorProfile: Symbol('ViewCreatorProfileUseCase'),
  LoadCart: Symbol('LoadCartUseCase'),
  ReplaceCart: Symbol('ReplaceCartUseCase'),
  SetCartDelivery: Symbol('SetCartDeliveryUseCase'),
  SelectedCreators: Symbol('SelectedCreatorsUseCase'),
} as const;
