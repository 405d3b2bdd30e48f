export { SysparaModule } from './syspara.module';
export { SysparaService } from './syspara.service';
