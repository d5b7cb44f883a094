import { z } from 'zod';
import { dtoMappings, formTypes } from './form-type-names';

/** Schema of a form type name. */
export const formTypeSchema = z.enum(formTypes);

/** Schema of a dtoMapping value. */
export const dtoMappingSchema = z.enum(dtoMappings);
