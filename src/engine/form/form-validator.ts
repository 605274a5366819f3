import { customizeValidator } from '@rjsf/validator-ajv8';

/** One ajv validator for every engine form; its messages are replaced by the spec's in transformErrors. */
export const formValidator = customizeValidator();
