import type { PatentType } from '../../common/enums/patent-type.ts';
import type { Prng } from './prng.ts';
import type { Domain } from './vocabulary.ts';

const ADJECTIVES = ['高性能', '低成本', '高稳定性', '柔性', '可回收', '轻量化', '高精度', '自适应'];
const PARTS = ['壳体', '支架', '控制模块', '传感单元', '驱动机构', '连接件', '散热组件', '处理单元', '存储模块', '检测单元'];
const VERBS = ['采集', '处理', '传输', '固定', '调节', '检测', '存储', '冷却'];
const VARIANTS = ['1', '2', 'A型', '带显示屏', '便携式', 'Pro'];
const LOCARNO = ['14-02', '13-03', '10-05', '15-09', '24-01', '14-03', '06-01', '12-16'];

export interface PatentTexts {
  name: string;
  summary: string;
  claims: string;
  description: string;
  ipcs: string[];
}

/** A title, abstract, claims and description in the style of Chinese patent documents. */
export function patentTexts(prng: Prng, type: PatentType, domain: Domain, withFullText: boolean): PatentTexts {
  const tech = prng.pick(domain.techs);
  const object = prng.pick(domain.objects);
  const use = prng.pick(domain.uses);
  const [effect, effect2] = prng.sample(domain.effects, 2);
  if (type === 'exterior') {
    const product = prng.pick(domain.products);
    const name = prng.chance(0.5) ? product : `${product}（${prng.pick(VARIANTS)}）`;
    const summary = `本外观设计产品的名称：${name}。本外观设计产品的用途：用于${use}。本外观设计产品的设计要点：在于形状与图案的结合。最能表明设计要点的图片或照片：立体图。`;
    return { name, summary, claims: withFullText ? '外观设计无权利要求书。' : '', description: withFullText ? summary : '', ipcs: [`LOC(13) Cl. ${prng.pick(LOCARNO)}`] };
  }
  const name = type === 'newKind'
    ? prng.pick([`一种${object}装置`, `一种用于${use}的${object}结构`, `一种便携式${object}检测装置`, `一种${object}固定组件`, `一种${prng.pick(ADJECTIVES)}${object}设备`])
    : prng.pick([
      `一种基于${tech}的${object}方法`, `一种基于${tech}的${object}方法及系统`, `一种${object}及其制备方法`,
      `一种用于${use}的${object}装置`, `${tech}${object}方法、装置、设备及存储介质`, `一种${prng.pick(ADJECTIVES)}${object}的制备方法`,
      `${object}在${use}中的应用`, `一种${tech}${object}系统`,
    ]);
  const kindWord = type === 'newKind' ? '实用新型' : '发明';
  const ipcs = prng.sample(domain.ipcs, prng.int(1, 3));
  const summary = `本${kindWord}公开了${name}，涉及${use}技术领域。该方案通过${tech}对${object}进行优化，`
    + `能够有效提高${effect}，并降低对${effect2}的影响，适用于${use}等场景。`;
  if (!withFullText) return { name, summary, claims: '', description: '', ipcs };
  const subject = name.replace(/^一种/, '').replace(/及其制备方法$|方法及系统$|、装置、设备及存储介质$/, '');
  const parts = prng.sample(PARTS, 3);
  const claims = [
    `1. ${name.startsWith('一种') ? name : `一种${name}`}，其特征在于，包括：${parts.join('、')}；所述${parts[0]}用于${prng.pick(VERBS)}${object}相关数据，`
      + `所述${parts[1]}与所述${parts[0]}连接，所述${parts[2]}基于${tech}完成${prng.pick(VERBS)}。`,
    ...Array.from({ length: prng.int(2, 6) }, (_, i) =>
      `${i + 2}. 根据权利要求${prng.int(1, i + 1)}所述的${subject}，其特征在于，所述${prng.pick(parts)}采用${prng.pick(domain.techs)}${prng.pick(VERBS)}方式，以提高${prng.pick(domain.effects)}。`),
  ].join('\n');
  const description = [
    '技术领域', `本${kindWord}涉及${use}技术领域，具体涉及${name}。`,
    '背景技术', `现有的${object}方案在${effect}方面存在不足，难以满足${use}的实际需求。`,
    `${kindWord}内容`, `本${kindWord}的目的在于提供${name}，通过${tech}解决上述问题，提高${effect}。`,
    '具体实施方式', `下面结合实施例对本${kindWord}作进一步说明。实施例中，${parts.join('、')}依次连接，经测试，${effect}较现有方案提高约${prng.int(8, 45)}%。`,
  ].join('\n');
  return { name, summary, claims, description, ipcs };
}

/** A person's name: surname and given name. */
export function personName(prng: Prng, surnames: readonly string[], given: readonly string[]): string {
  return prng.pick(surnames) + prng.pick(given);
}
